import type { LatchFeature } from '../LatchFeature'
import type { SwapSlice } from './swapSlice'

/**
 * Swap (behaviour.md §13.2): trade tokens from the Account view on the server's convert API. The registration only (the
 * actions, rules and API client load with the swap views, `@latch/core/swap`).
 */
export const swapFeature: LatchFeature<SwapSlice> = {
  name: 'swap',
  needs: () => ['swap'],
  // Nothing more in the first paint: the lazy actions start over for another account (`owner`).
  initialState: () => ({ swap: { amount: '' } }),
}
