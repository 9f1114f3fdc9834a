import type { LatchFeature } from '../LatchFeature'
import { startLazily } from '../startLazily'
import type { EmbeddedWalletSlice } from './embeddedWalletSlice'

/**
 * E-mail and social login through the secure site (issue 11). Setup hands each adapter the port, a chunk of its
 * own; the secure site's frame loads when a login starts or a saved embedded connection returns. None of it is in
 * the first paint.
 */
export const embeddedWalletFeature: LatchFeature<EmbeddedWalletSlice> = {
  name: 'embeddedWallet',
  initialState: () => ({
    emailLogin: undefined,
    socialLogin: undefined,
    emailUpdate: undefined,
    embeddedUser: undefined,
  }),
  setup(latch) {
    if (!latch.options.embeddedWallet) return () => {}
    const port = import('./createEmbeddedWalletPort').then((module) =>
      module.createEmbeddedWalletPort(latch),
    )
    const enabled = latch.adapters.map((adapter) =>
      adapter.enableEmbeddedWallet?.(port).catch((error: unknown) => {
        console.warn('Latch: the embedded wallet is unavailable', error)
      }),
    )
    // A login or an e-mail change left when the modal closes is abandoned (spec §5: closing rejects).
    const stop = latch.events.on('closed', () => {
      latch.store.setState({
        emailLogin: undefined,
        socialLogin: undefined,
        emailUpdate: undefined,
      })
    })
    // Back from a redirect-mode social login? A cheap look for `SOCIAL_RETURN_PARAM` (socialRedirectProvider.ts),
    // spelled out: importing it would share a module with the lazy social code, a chunk more in the first paint.
    if (!globalThis.location?.search.includes('latch_social=')) return stop
    // It is: the completion is a chunk of its own, loaded only then.
    const stopReturn = startLazily(latch, () =>
      import('./completeSocialRedirect').then((module) => module.completeSocialRedirect(enabled)),
    )
    return () => {
      stop()
      stopReturn()
    }
  },
}
