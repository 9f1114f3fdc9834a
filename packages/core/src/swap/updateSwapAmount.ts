import type { Latch } from '../createLatch'
import type { Scheduler } from '../timing/scheduler'
import { requestSwapQuote } from './requestSwapQuote'
import { setSwap } from './setSwap'

/** The Swap view's amount as typed; the quote follows once typing pauses (debounced, stale answers dropped). */
export function updateSwapAmount(
  latch: Latch,
  amount: string,
  options: { schedule?: Scheduler } = {},
): Promise<void> {
  setSwap(latch, { amount })
  return requestSwapQuote(latch, options)
}
