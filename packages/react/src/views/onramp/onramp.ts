import type { LatchFeature } from '@latch/core'
import { type OnRampOption, onrampFeature } from '@latch/core/onrampFeature'

const views = () => import('./views')

/**
 * Buy crypto through on-ramp providers on the Latch server (`apiUrl`, `projectId`; docs/onramp.md) as an app turns it
 * on: `createLatch({ features: [onramp({ providers: ['sandbox'] })] })`. Its registration, views and strings ship
 * only with it.
 */
export function onramp(option?: OnRampOption): LatchFeature {
  return { ...onrampFeature(option), views }
}
