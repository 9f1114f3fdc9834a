import type { CapabilityEntry } from '@latch/core'
import type { SolanaAdapterContext } from '../SolanaAdapterContext'

/**
 * `@latch/solana/send`: Send on Solana, as the app lists it beside the adapter:
 * `solanaAdapter({ networks, capabilities: [solanaSend] })`.
 * The implementation loads with the feature, never with the page.
 */
export const solanaSend: CapabilityEntry<SolanaAdapterContext, 'send'> = {
  name: 'send',
  // Made once per adapter: every send asks the same capability.
  once: true,
  load: async (context) => (await import('./solanaSendCapability')).solanaSendCapability(context),
}
