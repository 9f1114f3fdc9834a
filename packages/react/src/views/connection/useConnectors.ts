import { type Connector, getConnectors, getNamespaceToConnect, type Latch } from '@latch/core'
import { useCallback, useSyncExternalStore } from 'react'
import { useLatchInstance } from '../../LatchContext'

/**
 * The connector list, de-duplicated and ordered; only the active namespace's wallets while the visitor adds a
 * connection beside another namespace's (behaviour.md §14.2).
 */
export function useConnectors(): readonly Connector[] {
  const latch = useLatchInstance()
  const snapshot = useCallback(() => connectorsToList(latch), [latch])
  return useSyncExternalStore(latch.subscribe, snapshot, snapshot)
}

/** The list `useConnectors` reads, outside React (a view's preload). */
export function connectorsToList(latch: Latch): readonly Connector[] {
  return getConnectors(latch, { namespace: getNamespaceToConnect(latch) })
}
