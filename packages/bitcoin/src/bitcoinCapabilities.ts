import type { CapabilityLoaders } from '@latch/core'
import { loadOnce } from '@latch/core/adapter'
import type { BitcoinAdapterContext } from './BitcoinAdapterContext'

/**
 * What the Bitcoin adapter brings to the features: each capability is a module of its own (`@latch/bitcoin/send`,
 * …, one line here each: `send: loadOnce(async () => (await import('./send/index')).default(context))`), loaded
 * with the feature that asks for it, never with the page. Connect, balance and sign-in are the port's.
 */
export function bitcoinCapabilities(context: BitcoinAdapterContext): CapabilityLoaders {
  return {
    send: loadOnce(async () => (await import('./send/index')).default(context)),
  }
}
