/** The share added to a node's gas estimate, in percent (Uniswap's interface adds the same). */
export const GAS_MARGIN_PERCENT = 20n

/**
 * A gas limit from a node's estimate, with room for what changes before the transaction is mined: a fifth more,
 * rounded up, or `headroom` more when that is larger. The estimate runs on the latest block: a pool traded in that
 * block's second skips its price-oracle write there, which the next block makes (a swap provider says what that
 * can cost, `SwapProvider.gasHeadroomPerPool`). Only the gas used is paid.
 */
export function withGasMargin(estimate: bigint, headroom = 0n): bigint {
  const fifth = (estimate * GAS_MARGIN_PERCENT + 99n) / 100n
  return estimate + (headroom > fifth ? headroom : fifth)
}
