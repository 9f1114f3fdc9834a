import type { Hop } from './uniswapV2/getAmountsOut'

/**
 * How much less the trade gives than the pools' mid prices after their fees would (percent, two decimals,
 * rounded up so a real impact never shows as 0.00): 1 − amountOut / (amountIn · Π 0.997 · reserveOut / reserveIn).
 * The fee itself is the quote's `fee`, not part of the impact.
 */
export function priceImpact(amountIn: bigint, amountOut: bigint, hops: readonly Hop[]): string {
  let numerator = amountOut
  let denominator = amountIn
  for (const hop of hops) {
    numerator *= hop.reserveIn * 1000n
    denominator *= hop.reserveOut * 997n
  }
  if (denominator <= 0n || numerator >= denominator) return '0.00'
  // Hundredths of a percent, rounded up.
  const scaled = ((denominator - numerator) * 10_000n + denominator - 1n) / denominator
  return `${scaled / 100n}.${String(scaled % 100n).padStart(2, '0')}`
}

/** The pools' fees in source units: amountIn · (1 − 0.997^hops), what the route keeps of the input. */
export function routeFee(amountIn: bigint, hopCount: number): bigint {
  let kept = amountIn
  for (let hop = 0; hop < hopCount; hop++) kept = (kept * 997n) / 1000n
  return amountIn - kept
}
