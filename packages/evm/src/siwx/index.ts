import type { CapabilityEntry } from '@latch/core'
import type { EvmAdapterContext } from '../EvmAdapterContext'

/**
 * `@latch/evm/siwx`: Sign-in with the wallet on EVM, as the app lists it beside the adapter:
 * `evmAdapter({ networks, capabilities: [evmSiwx] })`.
 * The implementation loads with the feature, never with the page.
 */
export const evmSiwx: CapabilityEntry<EvmAdapterContext, 'siwx'> = {
  name: 'siwx',
  load: async () => (await import('./evmSiwxCapability')).evmSiwxCapability(),
}
