import { fetchBalance } from '../account/fetchBalance'
import { getAccountData } from '../account/getAccountData'
import { getAccount } from '../connection/getAccount'
import type { Latch } from '../createLatch'
import type { ActionResult } from '../errors/ActionResult'
import { toBaseUnits } from '../values/toBaseUnits'
import { runSwapStep } from './runSwapStep'
import { setSwap } from './setSwap'
import { SWAP_SLIPPAGE } from './swapSlice'

/**
 * SwapPreview's Swap: the server builds the swap at the current block with the slippage (`build-transaction`),
 * the wallet sends it, and it is waited for. Mined: the balances of both tokens refresh past their caches
 * (`forceUpdate`) with the Activity tab, and the form is cleared. Reverted on chain (the pool moved past the
 * minimum): `priceMoved`, for the view to offer a new quote.
 */
export async function swapTokens(latch: Latch): Promise<ActionResult> {
  const { from, to, amount, slippage = SWAP_SLIPPAGE } = latch.getState().swap
  const parsed = from ? toBaseUnits(amount, from.decimals) : undefined
  const result = await runSwapStep(
    latch,
    'swap',
    async (context) => {
      if (!from || !to || !parsed?.ok) throw new Error('No swap to send')
      const built = await context.api.buildTransaction({
        userAddress: context.userAddress,
        from: from.address,
        to: to.address,
        amount: parsed.value.toString(),
        slippage,
      })
      return built.tx
    },
    'priceMoved',
  )
  if (result.status === 'success') {
    setSwap(latch, { amount: '', quote: { status: 'idle' }, allowance: undefined })
    await refreshAfterSwap(latch)
  } else await refreshAfterSwap(latch, { balancesOnly: true })
  return result
}

/** Both tokens' balances past their caches (`forceUpdate` of every token shown and the native one) and Activity. */
async function refreshAfterSwap(latch: Latch, options: { balancesOnly?: boolean } = {}) {
  const { address, caipNetworkId } = getAccount(latch)
  const data = getAccountData(latch)
  if (!address || !caipNetworkId) return
  const account = { address, caipNetworkId }
  await Promise.all([
    data?.loadTokens(account, { force: true }),
    options.balancesOnly ? undefined : data?.loadActivity(account, { fresh: true, silent: true }),
    fetchBalance(latch, { force: true }),
  ])
}
