/**
 * A network fee in USD: `gas` at `gasPrice` (wei per gas) priced at the native coin's USD price, undefined
 * without a price. Computed in integers down to a millionth of the native coin, so 18 decimals do not overflow
 * a float.
 */
export function networkFeeUsd(parameters: {
  gas: bigint
  gasPrice: bigint
  nativePrice: number | undefined
  nativeDecimals?: number
}): number | undefined {
  const { gas, gasPrice, nativePrice } = parameters
  if (nativePrice === undefined || !Number.isFinite(nativePrice) || nativePrice < 0)
    return undefined
  const decimals = parameters.nativeDecimals ?? 18
  const wei = gas * gasPrice
  const micro = decimals > 6 ? wei / 10n ** BigInt(decimals - 6) : wei * 10n ** BigInt(6 - decimals)
  return (Number(micro) / 1_000_000) * nativePrice
}

/**
 * The gas a swap is expected to take before it is built, as the server assumes it without an estimate
 * (`disableEstimate`): 150,000 for one pool plus 70,000 per further pool; an approval about 60,000.
 */
export function expectedSwapGas(routeLength: number): bigint {
  const pools = Math.max(routeLength - 1, 1)
  return 150_000n + 70_000n * BigInt(pools - 1)
}

export const EXPECTED_APPROVE_GAS = 60_000n
