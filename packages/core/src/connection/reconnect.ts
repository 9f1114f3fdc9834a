import { reconnectOrder } from '../connectors/reconnectOrder'
import type { Latch } from '../createLatch'
import { setActiveNamespace } from './setActiveNamespace'

/**
 * Reconnects a saved connection (spec §4): one connector at a time, the saved one first, then the most recently
 * used; ends disconnected, with the session cleared, when none reconnects. Resolves whether one did.
 */
export async function reconnect(latch: Latch): Promise<boolean> {
  const saved = latch.storage.getConnections()
  for (const adapter of latch.adapters) {
    const savedConnection = saved[adapter.namespace]
    if (!savedConnection) continue
    // The saved connector is tried even before it is listed: one a feature adds on the client (WalletConnect's)
    // may still be loading, and the adapter waits for it.
    const ids = [
      ...new Set([
        savedConnection.connectorId,
        ...adapter.getConnectors().map((connector) => connector.id),
      ]),
    ]
    const order = reconnectOrder(ids, [
      savedConnection.connectorId,
      ...latch.storage.getRecentWalletIds(),
    ])
    if (await adapter.reconnect(order)) {
      setActiveNamespace(latch, adapter.namespace)
      return true
    }
  }
  latch.storage.clearSession()
  return false
}
