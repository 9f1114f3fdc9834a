import type { FeeSpeed } from '@latch/core'

/** The confirmation target, in blocks, each speed asks the fee estimates for (Esplora's keys: 1–25, 144, 504, 1008). */
export const feeSpeedTargets: Readonly<Record<FeeSpeed, number>> = { fast: 1, normal: 6, slow: 144 }

/** Bitcoin Core's relay minimum up to v29, the floor wallets still plan for. */
const minimumFeeRate = 1n

/**
 * The fee rate (sats per vbyte, rounded up) of the estimate for the speed's target: the one for the longest target
 * not beyond it, else the shortest there is; the relay minimum when the estimates are empty or lower.
 */
export function chooseFeeRate(
  estimates: Readonly<Record<string, number>>,
  speed: FeeSpeed = 'normal',
): bigint {
  const wanted = feeSpeedTargets[speed]
  const targets = Object.keys(estimates)
    .map(Number)
    .filter((target) => Number.isSafeInteger(target) && target > 0)
    .sort((a, b) => a - b)
  const target = targets.filter((each) => each <= wanted).at(-1) ?? targets[0]
  const rate = target === undefined ? undefined : estimates[String(target)]
  if (rate === undefined || !Number.isFinite(rate) || rate <= 0) return minimumFeeRate
  const rounded = BigInt(Math.ceil(rate))
  return rounded > minimumFeeRate ? rounded : minimumFeeRate
}
