import type { LatchFeature, WalletConnectOptions } from '@latch/core'
import { walletConnectFeature } from '@latch/core/walletConnectFeature'

const views = () => import('./views')

/**
 * Mobile wallets over WalletConnect (behaviour.md §4.2, §10) as an app turns it on: `walletConnect()` for the relay
 * and registry of the Latch server at `apiUrl` with `projectId`, or `walletConnect({ customWallets, … })`. Its
 * registration, the Connect view's registry rows and "All Wallets", its views and their strings ship only with it;
 * each adapter's side of it is the app's to list beside the adapter (`evmWalletConnect`, …).
 */
export function walletConnect(options?: WalletConnectOptions): LatchFeature {
  return { ...walletConnectFeature(options), views }
}
