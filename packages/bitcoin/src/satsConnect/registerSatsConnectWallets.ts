import { getProviderById, getProviders } from '@sats-connect/core'
import type { Wallets } from '@wallet-standard/app'
import { satsConnectWallet } from './satsConnectWallet'

/**
 * Registers each sats-connect wallet whose provider is injected (listed in `window.btc_providers`, its provider at
 * the object path of its id) in the Wallet Standard registry, where the Bitcoin adapter's sources list it. A
 * listing whose provider is absent is skipped. Returns the unregistration.
 */
export function registerSatsConnectWallets(registry: Wallets): () => void {
  const installed = getProviders().filter(
    (provider) =>
      typeof provider?.id === 'string' &&
      typeof provider.name === 'string' &&
      typeof provider.icon === 'string' &&
      getProviderById(provider.id) != null,
  )
  const unregister = installed.map((provider) => registry.register(satsConnectWallet(provider)))
  return () => {
    for (const each of unregister) each()
  }
}
