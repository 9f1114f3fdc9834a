import type { CapabilityLoaders } from '@latch/core'
import type { BitcoinAdapterContext } from './BitcoinAdapterContext'

/**
 * What the Bitcoin adapter brings to the features: each capability is a module of its own (`@latch/bitcoin/send`,
 * …, one line here each: `send: loadOnce(async () => (await import('./send/index')).default(context))`), loaded
 * with the feature that asks for it, never with the page. None yet: connect, balance and sign-in are the port's.
 */
export function bitcoinCapabilities(_context: BitcoinAdapterContext): CapabilityLoaders {
  return {}
}
