import type { LatchFeature } from '../LatchFeature'
import { startLazily } from '../startLazily'
import type { ProfileWalletsSlice } from './profileWalletsSlice'

/**
 * Several wallets at once (behaviour.md §3.2, §4.3): the visitor's connections per namespace, one active, switched
 * and ended one by one in ProfileWallets. The registration only; the rest loads from its own chunk.
 */
export const profileWalletsFeature: LatchFeature<ProfileWalletsSlice> = {
  name: 'profileWallets',
  needs: () => ['profileWallets'],
  initialState: () => ({ profileWallets: { saved: [], adding: false, switchAttempt: undefined } }),
  setup: (latch) =>
    startLazily(latch, () =>
      import('./startProfileWallets').then((module) => module.startProfileWallets),
    ),
}
