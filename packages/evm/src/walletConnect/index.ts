import type { CapabilityEntry } from '@latch/core'
import type { EvmAdapterContext } from '../EvmAdapterContext'

/**
 * `@latch/evm/walletConnect`: WalletConnect on EVM, as the app lists it beside the adapter:
 * `evmAdapter({ networks, capabilities: [evmWalletConnect] })`.
 * The implementation loads with the feature, never with the page.
 */
export const evmWalletConnect: CapabilityEntry<EvmAdapterContext, 'walletConnect'> = {
  name: 'walletConnect',
  // It holds the wallets it listed: every use answers the same one.
  once: true,
  load: async (context) =>
    (await import('./evmWalletConnectCapability')).evmWalletConnectCapability(context),
}
