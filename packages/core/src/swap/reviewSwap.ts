import type { Latch } from '../createLatch'
import { pushView } from '../modal/pushView'
import { loadSwapAllowance } from './loadSwapAllowance'
import { setSwap } from './setSwap'

/** Swap's Review: SwapPreview with no attempt carried over, and the router's allowance read for the step. */
export function reviewSwap(latch: Latch): Promise<void> {
  const { step } = latch.getState().swap
  if (step?.status !== 'pending' && step?.status !== 'confirming')
    setSwap(latch, { step: undefined })
  pushView(latch, 'SwapPreview')
  return loadSwapAllowance(latch)
}
