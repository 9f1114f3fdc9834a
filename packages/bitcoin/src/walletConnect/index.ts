import type { CapabilityEntry } from '@latch/core'
import type { BitcoinAdapterContext } from '../BitcoinAdapterContext'

/**
 * `@latch/bitcoin/walletConnect`: WalletConnect on Bitcoin (the session's `bip122` namespace), as the app lists it
 * beside the adapter: `bitcoinAdapter({ networks, capabilities: [bitcoinWalletConnect] })`.
 * The implementation loads with the feature, never with the page.
 */
export const bitcoinWalletConnect: CapabilityEntry<BitcoinAdapterContext, 'walletConnect'> = {
  name: 'walletConnect',
  // It holds the wallet it listed: every use answers the same one.
  once: true,
  load: async (context) =>
    (await import('./bitcoinWalletConnectCapability')).bitcoinWalletConnectCapability(context),
}
