import type { CapabilityLoaders } from '@latch/core'
import { loadOnce } from '@latch/core/adapter'
import type { SolanaAdapterContext } from './SolanaAdapterContext'

/**
 * What the Solana adapter brings to the features: each capability is a module of its own (`@latch/solana/send`,
 * …), loaded with the feature that asks for it, never with the page.
 */
export function solanaCapabilities(context: SolanaAdapterContext): CapabilityLoaders {
  return {
    send: loadOnce(async () => (await import('./send/index')).default(context)),
    walletConnect: loadOnce(async () => (await import('./walletConnect/index')).default(context)),
    embeddedWallet: loadOnce(async () => (await import('./embeddedWallet/index')).default(context)),
  }
}
