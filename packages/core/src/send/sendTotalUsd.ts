import { fromBaseUnits } from '../values/fromBaseUnits'

/** USD of base units at a price per whole token; undefined without a price. */
export function usdValue(
  amount: bigint,
  decimals: number,
  price: number | undefined,
): number | undefined {
  if (price === undefined || !Number.isFinite(price)) return undefined
  return Number(fromBaseUnits(amount, decimals)) * price
}

/**
 * WalletSendPreview's total (behaviour.md §13.1): the amount sent plus the network fee, in USD. Undefined when either
 * price is unknown: a total that leaves out a part would understate what the visitor pays.
 */
export function sendTotalUsd(parameters: {
  amount: bigint
  decimals: number
  price: number | undefined
  fee: bigint
  nativeDecimals: number
  nativePrice: number | undefined
}): number | undefined {
  const sent = usdValue(parameters.amount, parameters.decimals, parameters.price)
  const fee = usdValue(parameters.fee, parameters.nativeDecimals, parameters.nativePrice)
  if (sent === undefined || fee === undefined) return undefined
  return sent + fee
}
