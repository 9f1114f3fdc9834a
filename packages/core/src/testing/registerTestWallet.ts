import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'

/**
 * Registers a test wallet through the Wallet Standard (the window event when there is a window), as
 * `@wallet-standard/wallet`'s registerWallet does it: announce now, and answer an app that gets ready later.
 * Returns the unregister.
 */
export function registerTestWallet(wallet: Wallet): () => void {
  if (typeof window === 'undefined') return getWallets().register(wallet)
  let unregister: (() => void) | undefined
  const callback = ({ register }: { register: (wallet: Wallet) => () => void }) => {
    unregister ??= register(wallet)
  }
  const onAppReady = (event: Event) => callback((event as CustomEvent).detail)
  window.addEventListener('wallet-standard:app-ready', onAppReady)
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  return () => {
    window.removeEventListener('wallet-standard:app-ready', onAppReady)
    unregister?.()
  }
}
