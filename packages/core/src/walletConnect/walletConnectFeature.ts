import { listingConnector } from '../connection/connectorListings'
import { loadOnce } from '../connection/loadOnce'
import type { LatchFeature } from '../LatchFeature'
import { startLazily } from '../startLazily'
import { walletConnectSetupFor } from './walletConnectSetupFor'
import type { WalletConnectSlice } from './walletConnectSlice'

/** Mobile wallets over WalletConnect: QR code, deep links, the pairing's lifetime (behaviour.md §2, §4). */
export const walletConnectFeature: LatchFeature<WalletConnectSlice> = {
  name: 'walletConnect',
  initialState: () => ({ pairing: undefined, walletConnectWallet: undefined }),
  needs: (options) => (walletConnectSetupFor(options) ? ['walletConnect'] : []),
  setup(latch) {
    const setup = walletConnectSetupFor(latch.options)
    if (!setup) return () => {}
    // One client for every namespace (behaviour.md §10.5), its chunk loaded with the first capability.
    const client = loadOnce(() =>
      import('./walletConnectClientFor').then((module) =>
        module.walletConnectClientFor(latch, setup),
      ),
    )
    // The adapter's own loader, not `capability()`: this runs in the first paint, which stays small.
    for (const adapter of latch.adapters)
      listingConnector(
        latch,
        adapter.capabilities
          ?.walletConnect?.()
          .then(async (walletConnect) => walletConnect.enable(setup, await client())),
        'WalletConnect is unavailable',
      )
    return startLazily(latch, () =>
      import('./followWalletConnect').then((module) => module.followWalletConnect),
    )
  },
}
