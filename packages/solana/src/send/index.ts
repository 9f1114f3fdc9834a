import type { CapabilityEntry } from '@latch/core'
import type { SolanaAdapterContext } from '../SolanaAdapterContext'

/**
 * `@latch/solana/send`: Send on Solana, as the app lists it beside the adapter:
 * `solanaAdapter({ networks, capabilities: [solanaSend] })`. The implementation loads with the feature, never with the page.
 */
export const solanaSend: CapabilityEntry<SolanaAdapterContext, 'send'> = {
  name: 'send',
  // It holds the wallets it listed: every use answers the same one.
  once: true,
  load: async (context) => (await import('./solanaSendCapability')).solanaSendCapability(context),
}
