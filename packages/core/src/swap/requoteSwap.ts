import type { Latch } from '../createLatch'
import { currentView } from '../modal/currentView'
import { goBack } from '../modal/goBack'
import { requestSwapQuote } from './requestSwapQuote'
import { setSwap } from './setSwap'

/** "Get a new quote" after the price moved: back to Swap with the attempt forgotten and a fresh quote. */
export function requoteSwap(latch: Latch): Promise<void> {
  setSwap(latch, { step: undefined })
  if (currentView(latch) === 'SwapPreview') goBack(latch)
  return requestSwapQuote(latch, { debounceMs: 0 })
}
