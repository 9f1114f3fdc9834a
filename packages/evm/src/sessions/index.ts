import type { CapabilityEntry } from '@latch/core'
import type { EvmAdapterContext } from '../EvmAdapterContext'

/**
 * `@latch/evm/sessions`: ERC-7715 sessions on EVM (behaviour.md §6.6), as the app lists it beside the adapter:
 * `evmAdapter({ networks, capabilities: [evmSessions({ bundlerUrls: { 31337: 'http://…' } })] })`. The session
 * account sends its user operations through the ERC-4337 bundler of its chain. The implementation loads with the
 * first session action, never with the page.
 */
export function evmSessions(options: {
  /** An ERC-4337 bundler (EntryPoint v0.7) per chain number. */
  bundlerUrls: Readonly<Record<number, string>>
}): CapabilityEntry<EvmAdapterContext, 'sessions'> {
  return {
    name: 'sessions',
    // It holds the session keys: the same capability for every action.
    once: true,
    load: async (context) =>
      (await import('./evmSessionsCapability')).evmSessionsCapability(context, options),
  }
}
