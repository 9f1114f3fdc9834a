import { listingConnector } from '../connection/connectorListings'
import type { LatchFeature } from '../LatchFeature'
import type { EmbeddedWalletOptions } from './EmbeddedWalletOptions'
import type { EmbeddedWalletSlice } from './embeddedWalletSlice'

/**
 * E-mail and social login through the secure site (behaviour.md §11). An app turns it on by listing it with its
 * options (`latch.options.embeddedWallet`). Setup hands each adapter the port, a chunk of its own; the secure
 * site's frame loads when a login starts or a saved embedded connection returns. None of it is in the first paint.
 * Its own entry (`@latch/core/embeddedWalletFeature`), not the main one: esbuild makes a chunk of every dynamic
 * import in the modules the main entry re-exports, so an app that does not list it would still ship the port.
 */
export function embeddedWalletFeature(
  options?: EmbeddedWalletOptions,
): LatchFeature<EmbeddedWalletSlice> {
  return {
    name: 'embeddedWallet',
    options: options && { embeddedWallet: options },
    needs: (latchOptions) => (latchOptions.embeddedWallet ? ['embeddedWallet'] : []),
    initialState: () => ({
      emailLogin: undefined,
      socialLogin: undefined,
      farcasterLogin: undefined,
      emailUpdate: undefined,
      embeddedUser: undefined,
      preferredAccountType: 'eoa',
      smartAccountDeployed: undefined,
    }),
    setup(latch) {
      if (!latch.options.embeddedWallet) return () => {}
      // The port's chunk also finishes a redirect-mode social login when the page comes back with its code (it
      // waits for the adapters to list the embedded connector): nothing of it in the first paint.
      let enabled: ReadonlyArray<Promise<unknown> | undefined> = []
      const port = import('./createEmbeddedWalletPort').then((module) =>
        module.createEmbeddedWalletPort(latch, () => enabled),
      )
      // The adapter's own loader, not `capability()`: this runs in the first paint, which stays small.
      enabled = latch.adapters.map((adapter) =>
        listingConnector(
          latch,
          adapter.capabilities?.embeddedWallet?.().then((embedded) => embedded.enable(port)),
          'the embedded wallet is unavailable',
        ),
      )
      // A login or an e-mail change left when the modal closes is abandoned (behaviour.md §4: closing rejects).
      return latch.events.on('closed', () => {
        latch.store.setState({
          emailLogin: undefined,
          socialLogin: undefined,
          farcasterLogin: undefined,
          emailUpdate: undefined,
        })
      })
    },
  }
}
