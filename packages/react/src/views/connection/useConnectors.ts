import type { Connector } from '@latch/core'
import { useSyncExternalStore } from 'react'
import { useLatchInstance } from '../../LatchContext'

/** The connector list, de-duplicated and ordered. */
export function useConnectors(): readonly Connector[] {
  const latch = useLatchInstance()
  return useSyncExternalStore(latch.subscribe, latch.getConnectors, latch.getConnectors)
}
