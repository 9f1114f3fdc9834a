/** The share added to a node's gas estimate, in percent (Uniswap's interface adds the same). */
export const GAS_MARGIN_PERCENT = 20n

/**
 * A gas limit from a node's estimate, with room for what changes before the transaction is mined: the estimate
 * runs on the latest block, and a pool whose price oracle was written in that block's second skips the write
 * (about 10,000 gas for a Uniswap V2 pair) that the next block makes. Rounded up.
 */
export function withGasMargin(estimate: bigint): bigint {
  return estimate + (estimate * GAS_MARGIN_PERCENT + 99n) / 100n
}
