import type { CapabilityEntry } from '@latch/core'
import type { SolanaAdapterContext } from '../SolanaAdapterContext'

/**
 * `@latch/solana/walletConnect`: WalletConnect on Solana, as the app lists it beside the adapter:
 * `solanaAdapter({ networks, capabilities: [solanaWalletConnect] })`.
 * The implementation loads with the feature, never with the page.
 */
export const solanaWalletConnect: CapabilityEntry<SolanaAdapterContext, 'walletConnect'> = {
  name: 'walletConnect',
  // It holds the wallets it listed: every use answers the same one.
  once: true,
  load: async (context) =>
    (await import('./solanaWalletConnectCapability')).solanaWalletConnectCapability(context),
}
