/**
 * The most a visitor can send of a balance (Max): all of a token; of the native asset, what is left once the
 * transfer's fee is kept back (`fee`, the estimate's upper bound), never below zero.
 */
export function maxSendAmount(parameters: {
  balance: bigint
  isNative: boolean
  fee: bigint
}): bigint {
  const { balance, isNative, fee } = parameters
  if (!isNative) return balance
  return balance > fee ? balance - fee : 0n
}
