import type { LatchFeature } from '../LatchFeature'
import { initialSwapState, type SwapSlice } from './swapSlice'

/**
 * Swap (issue 13): trade tokens from the Account view on the server's convert API. The registration only (the
 * actions, rules and API client load with the swap views, `@latch/core/swap`); a disconnect or a network change
 * forgets the pair, quote and attempt, so the next account or chain starts clean.
 */
export const swapFeature: LatchFeature<SwapSlice> = {
  name: 'swap',
  initialState: () => ({ swap: initialSwapState() }),
  setup: (latch) => {
    const reset = () => latch.store.setState({ swap: initialSwapState() })
    const stops = [
      latch.events.on('disconnected', reset),
      latch.events.on('accountChanged', ({ account, previous }) => {
        if (account.caipAddress !== previous.caipAddress) reset()
      }),
    ]
    return () => {
      for (const stop of stops) stop()
    }
  },
}
