import type { Latch } from '../createLatch'
import { requestSwapQuote } from './requestSwapQuote'
import { setSwap } from './setSwap'

/** The direction toggle: what was bought is sold; the typed amount stays as the new source's amount. */
export function flipSwapDirection(latch: Latch): Promise<void> {
  const { from, to } = latch.getState().swap
  setSwap(latch, { from: to, to: from, allowance: undefined })
  return requestSwapQuote(latch, { debounceMs: 0 })
}
