import type { CapabilityEntry } from '@latch/core'
import type { BitcoinAdapterContext } from '../BitcoinAdapterContext'

/**
 * `@latch/bitcoin/send`: Send on Bitcoin, as the app lists it beside the adapter:
 * `bitcoinAdapter({ networks, capabilities: [bitcoinSend] })`.
 * The implementation loads with the feature, never with the page.
 */
export const bitcoinSend: CapabilityEntry<BitcoinAdapterContext, 'send'> = {
  name: 'send',
  // Made once per adapter: every send asks the same capability.
  once: true,
  load: async (context) => (await import('./bitcoinSendCapability')).bitcoinSendCapability(context),
}
