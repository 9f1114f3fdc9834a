import { type LatchFeature, swapFeature } from '@latch/core'

const views = () => import('./views')

/**
 * Swap (trade tokens from the Account view on the Latch server's convert API, at `apiUrl` with `projectId`) as an
 * app turns it on: `createLatch({ features: [swap()] })`. Its registration, rules and views ship only with it.
 */
export function swap(): LatchFeature {
  return { ...swapFeature, views }
}
