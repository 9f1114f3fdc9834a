import type { LatchFeature } from '../LatchFeature'
import { startLazily } from '../startLazily'
import type { SiwxSlice } from './siwxSlice'

/**
 * Sign in with the wallet (behaviour.md §4.7, §12): after a connect or a network change without a session, the sign
 * view opens. Everything but this registration loads from its own chunk, only when the app sets `siwx`.
 */
export const siwxFeature: LatchFeature<SiwxSlice> = {
  name: 'siwx',
  initialState: () => ({ siwx: { status: 'idle' } }),
  setup(latch) {
    if (!latch.options.siwx) return () => {}
    return startLazily(latch, () => import('./startSiwx').then((module) => module.startSiwx))
  },
}
