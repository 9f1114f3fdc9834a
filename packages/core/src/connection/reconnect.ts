import type { ChainAdapter } from '../adapter'
import { reconnectOrder } from '../connectors/reconnectOrder'
import type { Latch } from '../createLatch'
import { connectorsListed } from './connectorListings'
import { setActiveNamespace } from './setActiveNamespace'

/** One namespace's saved connection: its connectors one at a time, the saved one first, then the most recent. */
async function reconnectAdapter(latch: Latch, adapter: ChainAdapter): Promise<boolean> {
  const saved = latch.storage.getConnections()[adapter.namespace]
  if (!saved) return false
  // A connector a feature adds on the client (WalletConnect's) may still be loading: the saved one may be it.
  await connectorsListed(latch)
  const ids = [
    ...new Set([saved.connectorId, ...adapter.getConnectors().map((connector) => connector.id)]),
  ]
  const order = reconnectOrder(ids, [saved.connectorId, ...latch.storage.getRecentWalletIds()])
  return adapter.reconnect(order)
}

/**
 * Reconnects the saved connections (behaviour.md §4), every namespace's at once (behaviour.md §14.1: a visitor may hold
 * an EVM and a Solana connection); the namespace last looked at becomes the active one again when it reconnected, else
 * the first that did. Ends with the session cleared when none reconnects. Resolves whether one did.
 */
export async function reconnect(latch: Latch): Promise<boolean> {
  const results = await Promise.all(
    latch.adapters.map((adapter) => reconnectAdapter(latch, adapter)),
  )
  const reconnected = latch.adapters.filter((_, i) => results[i])
  const [first] = reconnected
  if (!first) {
    latch.storage.clearSession()
    return false
  }
  const last = latch.storage.getActiveNamespace()
  setActiveNamespace(
    latch,
    reconnected.find((adapter) => adapter.namespace === last)?.namespace ?? first.namespace,
  )
  return true
}
