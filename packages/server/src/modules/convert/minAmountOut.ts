/** Slippage in millionths of the amount (1 % = 10,000). */
export const SLIPPAGE_SCALE = 1_000_000n

/**
 * A percent (`1`, `0.5`, `"0.25"`) in millionths of the amount, rounded down: a tolerance finer than that is
 * read as the stricter one, never the looser. Undefined when it is not a number from 0 to 50.
 */
export function slippagePpm(percent: number | string): bigint | undefined {
  const text =
    typeof percent === 'number' ? (Number.isFinite(percent) ? percent.toFixed(12) : '') : percent
  const match = /^(\d{1,2})(?:\.(\d{1,18}))?$/.exec(text.trim())
  if (!match) return undefined
  const ppm =
    BigInt(match[1] ?? '0') * 10_000n + BigInt((match[2] ?? '').padEnd(4, '0').slice(0, 4))
  return ppm <= 50n * 10_000n ? ppm : undefined
}

/**
 * The least a swap may give before the router reverts it: the quote less the slippage, rounded up, so it is
 * never below amountOut · (1 − slippage).
 */
export function minAmountOut(amountOut: bigint, ppm: bigint): bigint {
  const kept = amountOut * (SLIPPAGE_SCALE - ppm)
  return (kept + SLIPPAGE_SCALE - 1n) / SLIPPAGE_SCALE
}
