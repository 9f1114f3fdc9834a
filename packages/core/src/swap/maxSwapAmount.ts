/**
 * The most a visitor can sell of a balance (Max): all of a token; of the native coin, what is left once the
 * swap's fee is kept back (`fee`, its expected gas at the gas price, doubled for a rising base fee), never below 0.
 */
export function maxSwapAmount(parameters: {
  balance: bigint
  isNative: boolean
  fee: bigint
}): bigint {
  const { balance, isNative, fee } = parameters
  if (!isNative) return balance
  const kept = fee * 2n
  return balance > kept ? balance - kept : 0n
}
