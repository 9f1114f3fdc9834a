import type { Wallet } from '@wallet-standard/base'

type RegisterApi = { register(...wallets: Wallet[]): () => void }

function isRegisterApi(value: unknown): value is RegisterApi {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { register?: unknown }).register === 'function'
  )
}

/**
 * Registers `wallet` with the page's Wallet Standard apps, like `@wallet-standard/wallet`'s `registerWallet`: one
 * `wallet-standard:register-wallet` now (for apps already listening) and again on each `wallet-standard:app-ready`
 * (apps that load later), so the order of wallet and app does not matter. Unlike `registerWallet`, it can be undone:
 * the returned function stops listening and unregisters the wallet from every app that took it.
 */
export function registerStandardWallet(wallet: Wallet): () => void {
  const unregisters: Array<() => void> = []
  const callback = (api: unknown) => {
    // The app's API arrives in an event any script on the page can dispatch.
    if (!isRegisterApi(api)) return
    const unregister = api.register(wallet)
    if (typeof unregister === 'function') unregisters.push(unregister)
  }
  const onAppReady = (event: Event) => callback((event as CustomEvent<unknown>).detail)
  window.addEventListener('wallet-standard:app-ready', onAppReady)
  // The detail is the callback `({ register }) => register(wallet)` the app calls with its API.
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  return () => {
    window.removeEventListener('wallet-standard:app-ready', onAppReady)
    for (const unregister of unregisters.splice(0)) unregister()
  }
}
