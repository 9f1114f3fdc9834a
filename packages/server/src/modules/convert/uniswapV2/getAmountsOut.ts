import { maxUint112 } from 'viem'

/** A pool on a path, reserves oriented along it: what goes in, what comes out. */
export type Hop = { reserveIn: bigint; reserveOut: bigint }

/**
 * UniswapV2Library.getAmountOut: the 0.3 % fee taken from the input, rounded down as the pair does. Nothing comes
 * out of a pair that cannot hold the input: its balances are uint112 (the swap reverts `UniswapV2: OVERFLOW`).
 */
export function getAmountOut(amountIn: bigint, { reserveIn, reserveOut }: Hop): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n
  if (reserveIn + amountIn > maxUint112) return 0n
  const amountInWithFee = amountIn * 997n
  return (amountInWithFee * reserveOut) / (reserveIn * 1000n + amountInWithFee)
}

/** UniswapV2Library.getAmountsOut: the amount after each hop, the input first (what the router answers). */
export function getAmountsOut(amountIn: bigint, hops: readonly Hop[]): bigint[] {
  const amounts = [amountIn]
  for (const hop of hops) amounts.push(getAmountOut(amounts[amounts.length - 1] ?? 0n, hop))
  return amounts
}
