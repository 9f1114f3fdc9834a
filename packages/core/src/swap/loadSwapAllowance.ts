import type { Latch } from '../createLatch'
import { setSwap } from './setSwap'
import { isNativeSwapToken, swapContext } from './swapContext'

/** What the router may spend of the source token (`/v1/convert/allowance`); the native coin needs none. */
export async function loadSwapAllowance(latch: Latch): Promise<void> {
  const context = swapContext(latch)
  const { from } = latch.getState().swap
  if (!context || !from || isNativeSwapToken(from.address)) return
  setSwap(latch, { allowance: undefined })
  try {
    const allowance = await context.api.allowance({
      tokenAddress: from.address,
      userAddress: context.userAddress,
    })
    if (latch.getState().swap.from?.address === from.address)
      setSwap(latch, { allowance: allowance.toString() })
  } catch (error) {
    console.warn('Latch: the allowance could not be read', error)
    // Unknown: the preview offers the approval, which is harmless when it was not needed.
    if (latch.getState().swap.from?.address === from.address) setSwap(latch, { allowance: '0' })
  }
}
