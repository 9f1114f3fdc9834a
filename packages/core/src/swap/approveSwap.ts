import type { Latch } from '../createLatch'
import type { ActionResult } from '../errors/ActionResult'
import { toBaseUnits } from '../values/toBaseUnits'
import { runSwapStep } from './runSwapStep'
import { setSwap } from './setSwap'

/**
 * SwapPreview's Approve: lets the router spend exactly the amount of the source token (`build-approve`, never
 * unlimited), sent by the wallet and waited for; once mined the allowance covers the amount and the next step is
 * the swap.
 */
export async function approveSwap(latch: Latch): Promise<ActionResult> {
  const { from, to, amount } = latch.getState().swap
  const parsed = from ? toBaseUnits(amount, from.decimals) : undefined
  const result = await runSwapStep(
    latch,
    'approve',
    (context) => {
      if (!from || !to || !parsed?.ok) throw new Error('No swap to approve')
      return context.api.buildApprove({
        userAddress: context.userAddress,
        from: from.address,
        to: to.address,
        amount: parsed.value.toString(),
      })
    },
    'failed',
  )
  if (result.status === 'success' && parsed?.ok)
    setSwap(latch, { allowance: parsed.value.toString() })
  return result
}
