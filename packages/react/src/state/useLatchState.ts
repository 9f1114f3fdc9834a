import type { LatchState } from '@latch/core'
import { useSyncExternalStore } from 'react'
import { useLatchInstance } from '../LatchContext'

/** Reads a slice of Latch's own state; the selector must return a primitive or a stable reference. */
export function useLatchState<T>(selector: (state: LatchState) => T): T {
  const latch = useLatchInstance()
  const read = () => selector(latch.getState())
  return useSyncExternalStore(latch.subscribe, read, read)
}
