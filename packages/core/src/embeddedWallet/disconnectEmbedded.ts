import { disconnect } from '../connection/disconnect'
import { getAccount } from '../connection/getAccount'
import type { Latch } from '../createLatch'
import { isEmbeddedConnectorId } from './embeddedConnectorId'

/**
 * Disconnects every namespace connected through the embedded wallet, and no other wallet: its session ended (signed
 * out everywhere here, or elsewhere, behaviour.md §11.8).
 */
export async function disconnectEmbedded(latch: Latch): Promise<void> {
  const embedded = latch.adapters
    .map((adapter) => adapter.namespace)
    .filter((namespace) => {
      const account = getAccount(latch, { namespace })
      return (
        account.status !== 'disconnected' &&
        account.connectorId !== undefined &&
        isEmbeddedConnectorId(account.connectorId)
      )
    })
  for (const namespace of embedded) await disconnect(latch, { namespace })
}
