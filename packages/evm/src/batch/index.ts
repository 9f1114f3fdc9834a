import type { CapabilityEntry } from '@latch/core'
import type { EvmAdapterContext } from '../EvmAdapterContext'

/**
 * `@latch/evm/batch`: batching (EIP-5792) on EVM, as the app lists it beside the adapter:
 * `evmAdapter({ networks, capabilities: [evmBatch] })`. The implementation loads with the first batch action, never
 * with the page.
 */
export const evmBatch: CapabilityEntry<EvmAdapterContext, 'batch'> = {
  name: 'batch',
  load: async (context) => (await import('./evmBatchCapability')).evmBatchCapability(context),
}
