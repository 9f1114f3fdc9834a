import type { Latch } from '../createLatch'
import type { SwapSlice } from './swapSlice'

/** Patches the swap slice (the actions' one writer). */
export function setSwap(latch: Latch, patch: Partial<SwapSlice['swap']>): void {
  latch.store.setState({ swap: { ...latch.getState().swap, ...patch } })
}
