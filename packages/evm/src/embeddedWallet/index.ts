import type { CapabilityEntry } from '@latch/core'
import type { EvmAdapterContext } from '../EvmAdapterContext'

/**
 * `@latch/evm/embeddedWallet`: The embedded wallet on EVM, as the app lists it beside the adapter:
 * `evmAdapter({ networks, capabilities: [evmEmbeddedWallet] })`.
 * The implementation loads with the feature, never with the page.
 */
export const evmEmbeddedWallet: CapabilityEntry<EvmAdapterContext, 'embeddedWallet'> = {
  name: 'embeddedWallet',
  // It holds the wallets it listed: every use answers the same one.
  once: true,
  load: async (context) =>
    (await import('./evmEmbeddedWalletCapability')).evmEmbeddedWalletCapability(context),
}

/**
 * The embedded wallet's smart account on EVM (docs/smart-accounts.md), listed beside it:
 * `capabilities: [evmEmbeddedWallet, evmSmartAccount]` offers the switch in the Account view.
 */
export const evmSmartAccount: CapabilityEntry<EvmAdapterContext, 'smartAccount'> = {
  name: 'smartAccount',
  load: async () => ({ standard: 'erc4337' }),
}
