import type { CapabilityEntry } from '@latch/core'
import type { EvmAdapterContext } from '../EvmAdapterContext'

/**
 * `@latch/evm/names`: Name resolution on EVM, as the app lists it beside the adapter:
 * `evmAdapter({ networks, capabilities: [evmNames] })`.
 * The implementation loads with the feature, never with the page.
 */
export const evmNames: CapabilityEntry<EvmAdapterContext, 'names'> = {
  name: 'names',
  load: async (context) => (await import('./evmNamesCapability')).evmNamesCapability(context),
}
