import type { CapabilityEntry } from '@latch/core'
import type { SolanaAdapterContext } from '../SolanaAdapterContext'

/**
 * `@latch/solana/profileWallets`: several Solana wallets at once (behaviour.md §4.12), as the app lists it beside the
 * adapter: `solanaAdapter({ networks, capabilities: [solanaProfileWallets] })`. The adapter's connection holds the sessions
 * (Wallet Standard wallets, sats-connect ones and WalletConnect alike); this turns that on and reads them.
 */
export const solanaProfileWallets: CapabilityEntry<SolanaAdapterContext, 'profileWallets'> = {
  name: 'profileWallets',
  once: true,
  load: async (context) => context.profileWallets(),
}
