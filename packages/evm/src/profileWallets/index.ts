import type { CapabilityEntry } from '@latch/core'
import type { EvmAdapterContext } from '../EvmAdapterContext'

/**
 * `@latch/evm/profileWallets`: several wallets at once on EVM, as the app lists it beside the adapter:
 * `evmAdapter({ networks, capabilities: [evmProfileWallets] })`. wagmi holds the connections; this reads them.
 */
export const evmProfileWallets: CapabilityEntry<EvmAdapterContext, 'profileWallets'> = {
  name: 'profileWallets',
  load: async (context) =>
    (await import('./evmProfileWalletsCapability')).evmProfileWalletsCapability(context),
}
