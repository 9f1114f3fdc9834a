import type { LatchFeature, NamesOptions } from '@latch/core'
import { namesFeature } from '@latch/core/namesFeature'

const views = () => import('./views')

/**
 * Names in the app's own zone (RegisterAccountName from the Account view) as an app turns it on:
 * `createLatch({ features: [names({ zone: 'latch.eth' })] })`. Its registration, rules and views ship only with it.
 */
export function names(options: NamesOptions): LatchFeature {
  return { ...namesFeature(options), views }
}
