/** Parts per million of one percent: slippage is read to a millionth of the amount, as the server reads it. */
const PPM = 1_000_000n

/**
 * The least a swap accepts for a quoted `toAmount` at `slippage` percent, as the server builds it
 * (docs/swap.md `amountOutMin`): `ceil(toAmount · (1 − slippage))`, never below the tolerance. Slippage is
 * clamped to 0…50 %, the server's range.
 */
export function minReceived(toAmount: bigint, slippage: number): bigint {
  const percent = Number.isFinite(slippage) ? Math.min(Math.max(slippage, 0), 50) : 1
  const kept = PPM - BigInt(Math.round(percent * 10_000))
  return (toAmount * kept + PPM - 1n) / PPM
}
