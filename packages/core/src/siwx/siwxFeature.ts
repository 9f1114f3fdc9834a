import type { LatchFeature } from '../LatchFeature'
import { startLazily } from '../startLazily'
import type { SiwxOption } from './SiwxConfig'
import type { SiwxSlice } from './siwxSlice'

/**
 * Sign in with the wallet (behaviour.md §4.7, §12): after a connect or a network change without a session, the sign
 * view opens. An app turns it on by listing it with its option (`latch.options.siwx`); everything but this
 * registration loads from its own chunk.
 */
export function siwxFeature(option?: SiwxOption): LatchFeature<SiwxSlice> {
  return {
    name: 'siwx',
    options: option && { siwx: option },
    initialState: () => ({ siwx: { status: 'idle' } }),
    setup(latch) {
      if (!latch.options.siwx) return () => {}
      return startLazily(latch, () => import('./startSiwx').then((module) => module.startSiwx))
    },
  }
}
