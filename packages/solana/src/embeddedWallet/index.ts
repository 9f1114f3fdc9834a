import type { CapabilityEntry } from '@latch/core'
import type { SolanaAdapterContext } from '../SolanaAdapterContext'

/**
 * `@latch/solana/embeddedWallet`: The embedded wallet on Solana, as the app lists it beside the adapter:
 * `solanaAdapter({ networks, capabilities: [solanaEmbeddedWallet] })`.
 * The implementation loads with the feature, never with the page.
 */
export const solanaEmbeddedWallet: CapabilityEntry<SolanaAdapterContext, 'embeddedWallet'> = {
  name: 'embeddedWallet',
  // It holds the wallets it listed: every use answers the same one.
  once: true,
  load: async (context) =>
    (await import('./solanaEmbeddedWalletCapability')).solanaEmbeddedWalletCapability(context),
}
