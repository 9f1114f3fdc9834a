const decimalPattern = /^-?\d+(\.\d+)?$/

/** behaviour.md §5: an optional minus, digits, an optional fractional part. */
export function isDecimalString(value: unknown): value is string {
  return typeof value === 'string' && decimalPattern.test(value)
}

/** behaviour.md §5: an EVM transfer value that is not numeric counts as zero (wei, as a bigint). */
export function transferValue(value: unknown): bigint {
  if (typeof value === 'bigint') return value >= 0n ? value : 0n
  if (typeof value === 'number')
    return Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : 0n
  if (typeof value !== 'string' || !/^(0x[0-9a-fA-F]+|\d+)$/.test(value.trim())) return 0n
  return BigInt(value.trim())
}
