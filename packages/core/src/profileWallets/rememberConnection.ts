import type { ChainNamespace } from '../caip/chainNamespace'
import type { Latch } from '../createLatch'
import type { ConnectionAuth } from './Connection'
import { writeSavedWallets } from './savedWalletsStorage'

/**
 * Saves a connection as the namespace's most recently active (behaviour.md §3.8), so a reload reconnects it first
 * (behaviour.md §4.1). The auth a login brought is kept until another replaces it.
 */
export function rememberConnection(
  latch: Latch,
  wallet: { namespace: ChainNamespace; connectorId: string; auth?: ConnectionAuth | undefined },
  now: number,
): void {
  const saved = latch.getState().profileWallets?.saved ?? []
  const previous = saved.find(
    (other) => other.namespace === wallet.namespace && other.connectorId === wallet.connectorId,
  )
  const others = saved.filter((other) => other !== previous)
  writeSavedWallets(latch, [
    {
      namespace: wallet.namespace,
      connectorId: wallet.connectorId,
      lastActiveAt: now,
      auth: wallet.auth ?? previous?.auth,
    },
    ...others,
  ])
  // The connection feature reconnects this namespace's saved connector first on reload.
  latch.storage.setConnections({
    ...latch.storage.getConnections(),
    [wallet.namespace]: { connectorId: wallet.connectorId },
  })
}
