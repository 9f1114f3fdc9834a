import type { CapabilityEntry } from '@latch/core'
import type { EvmAdapterContext } from '../EvmAdapterContext'

/**
 * `@latch/evm/swap`: Swap on EVM, as the app lists it beside the adapter:
 * `evmAdapter({ networks, capabilities: [evmSwap] })`.
 * The implementation loads with the feature, never with the page.
 */
export const evmSwap: CapabilityEntry<EvmAdapterContext, 'swap'> = {
  name: 'swap',
  load: async (context) => (await import('./evmSwapCapability')).evmSwapCapability(context),
}
