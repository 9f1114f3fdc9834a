import type { LatchFeature, SiwxOption } from '@latch/core'
import { siwxFeature } from '@latch/core/siwxFeature'

const views = () => import('./views')

/**
 * Sign in with the wallet (SIWX, behaviour.md §4.7) as an app turns it on: `siwx({ required: true })` for the Latch server's
 * sessions at `apiUrl`, or `siwx(config)` with a `SiwxConfig` of the app's own. Ships only with it.
 */
export function siwx(option: SiwxOption): LatchFeature {
  return { ...siwxFeature(option), views }
}
