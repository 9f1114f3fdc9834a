import type { CapabilityLoaders } from '@latch/core'
import { loadOnce } from '@latch/core/adapter'
import type { EvmAdapterContext } from './EvmAdapterContext'

/**
 * What the EVM adapter brings to the features: each capability is a module of its own (`@latch/evm/send`, …),
 * loaded with the feature that asks for it, never with the page. The wallets' (they hold what they listed) load
 * once; the others are made again, alike, at each call.
 */
export function evmCapabilities(context: EvmAdapterContext): CapabilityLoaders {
  return {
    send: async () => (await import('./send/index')).default(context),
    swap: async () => (await import('./swap/index')).default(context),
    names: async () => (await import('./names/index')).default(context),
    siwx: async () => (await import('./siwx/index')).default(),
    walletConnect: loadOnce(async () => (await import('./walletConnect/index')).default(context)),
    embeddedWallet: loadOnce(async () => (await import('./embeddedWallet/index')).default(context)),
  }
}
