import type { LatchFeature } from '../LatchFeature'
import { startLazily } from '../startLazily'
import { walletConnectSetupFor } from './walletConnectSetupFor'
import type { WalletConnectSlice } from './walletConnectSlice'

/** Mobile wallets over WalletConnect: QR code, deep links, the pairing's lifetime (spec §2, §4). */
export const walletConnectFeature: LatchFeature<WalletConnectSlice> = {
  name: 'walletConnect',
  initialState: () => ({ pairing: undefined, walletConnectWallet: undefined }),
  setup(latch) {
    const setup = walletConnectSetupFor(latch.options)
    if (!setup) return () => {}
    for (const adapter of latch.adapters)
      adapter.enableWalletConnect?.(setup).catch((error: unknown) => {
        console.warn('Latch: WalletConnect is unavailable', error)
      })
    return startLazily(latch, () =>
      import('./followWalletConnect').then((module) => module.followWalletConnect),
    )
  },
}
