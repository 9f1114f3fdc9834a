import { type CapabilityLoaders, loadOnce } from '@latch/core'
import type { EvmAdapterContext } from './EvmAdapterContext'

/**
 * What the EVM adapter brings to the features: each capability is a module of its own (`@latch/evm/send`, …),
 * loaded with the feature that asks for it, never with the page.
 */
export function evmCapabilities(context: EvmAdapterContext): CapabilityLoaders {
  return {
    send: loadOnce(async () => (await import('./send/index')).default(context)),
    swap: loadOnce(async () => (await import('./swap/index')).default(context)),
    names: loadOnce(async () => (await import('./names/index')).default(context)),
    siwx: loadOnce(async () => (await import('./siwx/index')).default()),
    walletConnect: loadOnce(async () => (await import('./walletConnect/index')).default(context)),
    embeddedWallet: loadOnce(async () => (await import('./embeddedWallet/index')).default(context)),
  }
}
