import { type Connector, getConnectors } from '@latch/core'
import { useCallback, useSyncExternalStore } from 'react'
import { useLatchInstance } from '../../LatchContext'

/** The connector list, de-duplicated and ordered. */
export function useConnectors(): readonly Connector[] {
  const latch = useLatchInstance()
  const snapshot = useCallback(() => getConnectors(latch), [latch])
  return useSyncExternalStore(latch.subscribe, snapshot, snapshot)
}
