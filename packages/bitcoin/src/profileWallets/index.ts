import type { CapabilityEntry } from '@latch/core'
import type { BitcoinAdapterContext } from '../BitcoinAdapterContext'

/**
 * `@latch/bitcoin/profileWallets`: several Bitcoin wallets at once (behaviour.md §4.12), as the app lists it beside the
 * adapter: `bitcoinAdapter({ networks, capabilities: [bitcoinProfileWallets] })`. The adapter's connection holds the sessions
 * (Wallet Standard wallets, sats-connect ones and WalletConnect alike); this turns that on and reads them.
 */
export const bitcoinProfileWallets: CapabilityEntry<BitcoinAdapterContext, 'profileWallets'> = {
  name: 'profileWallets',
  once: true,
  load: async (context) => context.profileWallets(),
}
