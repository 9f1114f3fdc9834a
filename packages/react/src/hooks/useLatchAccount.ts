import type { AccountState } from '@latch/core'
import { useSyncExternalStore } from 'react'
import { useLatchInstance } from '../LatchContext'

/** The connected account: address, caipAddress, status, isConnected (derived from the active adapter). */
export function useLatchAccount(): AccountState {
  const latch = useLatchInstance()
  return useSyncExternalStore(latch.subscribe, latch.getAccount, latch.getAccount)
}
