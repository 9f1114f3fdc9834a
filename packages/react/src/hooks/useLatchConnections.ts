import type { Connection } from '@latch/core'
import {
  type DisconnectConnectionParameters,
  disconnectAllConnections,
  disconnectConnection,
  type GetConnectionsParameters,
  getConnections,
  type SwitchConnectionParameters,
  switchConnection,
} from '@latch/core/profileWallets'
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { useLatchInstance } from '../LatchContext'

/**
 * The visitor's connections of a namespace (the active one by default; behaviour.md §3.2), with the actions of
 * ProfileWallets: switch (behaviour.md §4.3), disconnect one, disconnect all. Needs `profileWallets()` in features.
 */
export function useLatchConnections(parameters: GetConnectionsParameters = {}) {
  const latch = useLatchInstance()
  const { namespace } = parameters
  const snapshot = useCallback(() => getConnections(latch, { namespace }), [latch, namespace])
  const connections: readonly Connection[] = useSyncExternalStore(
    latch.subscribe,
    snapshot,
    snapshot,
  )
  return useMemo(
    () => ({
      connections,
      switchConnection: (switched: SwitchConnectionParameters) =>
        switchConnection(latch, { namespace, ...switched }),
      disconnect: (ended: DisconnectConnectionParameters) =>
        disconnectConnection(latch, { namespace, ...ended }),
      disconnectAll: () => disconnectAllConnections(latch),
    }),
    [latch, namespace, connections],
  )
}
