import { DataApiError } from '../api/DataApiError'
import { isUserRejectedError } from '../errors/providerErrors'

/**
 * What went wrong with a swap, as the views say it in words (i18n `swapViews.errors`): the server's reasons
 * (docs/swap.md), a wallet's rejection, or a swap the router refused because the pool moved beyond the slippage.
 */
export type SwapErrorCode =
  | 'insufficientBalance'
  | 'insufficientLiquidity'
  | 'approvalPending'
  | 'priceMoved'
  | 'rejected'
  | 'networkNotSupported'
  | 'unavailable'
  | 'failed'

/** The router's revert when the pool moved past the minimum (Uniswap V2), or past the deadline. */
const priceMovedPattern = /INSUFFICIENT_OUTPUT_AMOUNT|EXCESSIVE_INPUT_AMOUNT|EXPIRED/

export function swapErrorOf(error: unknown): SwapErrorCode {
  if (error instanceof DataApiError) {
    const names = error.reasons.map((reason) => reason.name)
    const text = error.reasons.map((reason) => `${reason.name} ${reason.description}`).join(' ')
    if (names.includes('Insufficient Balance')) return 'insufficientBalance'
    if (names.includes('Insufficient Liquidity')) return 'insufficientLiquidity'
    // The approval was sent but not mined within the confirm wait (behaviour.md §9: 25 s), so the chain has no
    // allowance yet.
    if (names.includes('Insufficient Allowance')) return 'approvalPending'
    if (names.includes('Network not supported for Swaps')) return 'networkNotSupported'
    if (names.includes('Swap Would Fail'))
      return priceMovedPattern.test(text) ? 'priceMoved' : 'failed'
    if (error.status >= 500 || error.status === 429) return 'unavailable'
    return 'failed'
  }
  if (isUserRejectedError(error)) return 'rejected'
  const message = [
    (error as { shortMessage?: unknown } | undefined)?.shortMessage,
    (error as { message?: unknown } | undefined)?.message,
    (error as { details?: unknown } | undefined)?.details,
  ]
    .filter((part): part is string => typeof part === 'string')
    .join(' ')
  if (priceMovedPattern.test(message)) return 'priceMoved'
  if (/insufficient funds/i.test(message)) return 'insufficientBalance'
  if (error instanceof TypeError) return 'unavailable'
  return 'failed'
}
