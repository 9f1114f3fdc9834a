/** The reward percentiles read for standard, fast and instant. */
export const GAS_PRICE_PERCENTILES = [25, 50, 90] as const

export type GasPriceLevels = { standard: bigint; fast: bigint; instant: bigint }

function median(values: readonly bigint[]): bigint {
  if (values.length === 0) return 0n
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0n
}

/**
 * Gas prices from `eth_feeHistory` (rewards at the 25th, 50th and 90th percentiles): the next block's base fee
 * plus each percentile's median tip over the blocks read; never decreasing from standard to instant.
 */
export function gasPriceLevels(history: {
  baseFeePerGas: readonly bigint[]
  reward?: readonly (readonly bigint[])[] | undefined
}): GasPriceLevels {
  const nextBaseFee = history.baseFeePerGas[history.baseFeePerGas.length - 1] ?? 0n
  const tip = (index: number) => median((history.reward ?? []).map((row) => row[index] ?? 0n))
  const standard = nextBaseFee + tip(0)
  const fast = nextBaseFee + tip(1)
  const instant = nextBaseFee + tip(2)
  const fastOrMore = fast > standard ? fast : standard
  return { standard, fast: fastOrMore, instant: instant > fastOrMore ? instant : fastOrMore }
}
