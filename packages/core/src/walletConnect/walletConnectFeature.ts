import { listingConnector } from '../connection/connectorListings'
import { loadOnce } from '../connection/loadOnce'
import type { LatchFeature } from '../LatchFeature'
import type { LatchOptions } from '../LatchOptions'
import { startLazily } from '../startLazily'
import type { WalletConnectOptions } from './WalletConnectOptions'
import { walletConnectSetupFor } from './walletConnectSetupFor'
import type { WalletConnectSlice } from './walletConnectSlice'

/**
 * Mobile wallets over WalletConnect: QR code, deep links, the pairing's lifetime (behaviour.md §2, §4). An app
 * turns it on by listing it, with options or without (the relay and registry of the Latch server at `apiUrl`, with
 * `projectId`). Its own entry (`@latch/core/walletConnectFeature`), not the main one: esbuild makes a chunk of every
 * dynamic import in the modules the main entry re-exports, so an app that does not list it would still ship them.
 */
export function walletConnectFeature(
  options?: WalletConnectOptions,
): LatchFeature<WalletConnectSlice> {
  return {
    name: 'walletConnect',
    options: options && optionsOf(options),
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
}

/** The feature's options as `latch.options` holds them: only those the app set, so the others keep their defaults. */
function optionsOf({
  relayUrl,
  projectId,
  ...registry
}: WalletConnectOptions): Partial<LatchOptions> {
  const set = Object.fromEntries(
    Object.entries(registry).filter(([, value]) => value !== undefined),
  )
  return relayUrl || projectId ? { ...set, walletConnect: { relayUrl, projectId } } : set
}
