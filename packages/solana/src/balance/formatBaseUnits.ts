/**
 * Base units as a decimal string (lamports → SOL with 9 decimals), exact, without trailing zeros: `1500000000n`
 * → `'1.5'`, as viem's `formatUnits` answers for the EVM adapter.
 */
export function formatBaseUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
