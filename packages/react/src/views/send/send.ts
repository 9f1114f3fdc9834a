import { type LatchFeature, sendFeature } from '@latch/core'

const views = () => import('./views')

/**
 * Send (pay someone from the Account view) as an app turns it on: `createLatch({ features: [send()] })`. Its
 * registration, rules and views ship only with it.
 */
export function send(): LatchFeature {
  return { ...sendFeature, views }
}
