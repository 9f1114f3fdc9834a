import { getConnectors } from '../connection/getConnectors'
import type { Latch } from '../createLatch'
import { EMBEDDED_WALLET_CONNECTOR_ID } from './embeddedWalletConnectorId'

/** The embedded wallet's side in each namespace: the port's id (EVM) or that id and `:<namespace>` (Solana). */
export const isEmbeddedConnectorId = (id: string) =>
  id === EMBEDDED_WALLET_CONNECTOR_ID || id.startsWith(`${EMBEDDED_WALLET_CONNECTOR_ID}:`)

/**
 * The listed entry an e-mail or social login connects (behaviour.md §14.2): the one wallet entry whose sides are the
 * embedded wallet's, so `connect` picks the side of the active namespace (an e-mail login while Solana is active
 * connects the Solana account). An app with only a Solana adapter lists only `embedded:solana`.
 */
export function embeddedConnectorId(latch: Latch): string {
  for (const entry of getConnectors(latch))
    if ((entry.namespaceConnectors ?? [entry]).some((side) => isEmbeddedConnectorId(side.id)))
      return entry.id
  return EMBEDDED_WALLET_CONNECTOR_ID
}
