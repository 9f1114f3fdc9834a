import type { Latch } from '../createLatch'
import { setSwap } from './setSwap'

/** SwapPreview's Done after a swap: back to the Account view, where the balances and Activity show it. */
export function finishSwap(latch: Latch): void {
  setSwap(latch, { step: undefined })
  if (latch.getState().open) latch.store.setState({ history: [{ view: 'Account' }] })
}
