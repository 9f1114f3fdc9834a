import type { CapabilityEntry } from '@latch/core'
import type { EvmAdapterContext } from '../EvmAdapterContext'

/**
 * `@latch/evm/send`: Send on EVM, as the app lists it beside the adapter:
 * `evmAdapter({ networks, capabilities: [evmSend] })`.
 * The implementation loads with the feature, never with the page.
 */
export const evmSend: CapabilityEntry<EvmAdapterContext, 'send'> = {
  name: 'send',
  load: async (context) => (await import('./evmSendCapability')).evmSendCapability(context),
}
