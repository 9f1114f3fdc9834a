import { BALANCE_DISPLAY_DECIMALS } from '../constants'

const decimalPattern = /^(-)?(\d+)(?:\.(\d+))?$/

/**
 * A decimal string for display: exactly `fractionDigits` digits, truncated toward zero so a balance is never
 * overstated, grouped as `locale` writes numbers (behaviour.md §20; en-US when absent). String arithmetic, or
 * `Intl.NumberFormat` on the decimal string, so no precision is lost on 18-decimal token amounts. Anything that
 * is not a decimal string shows as zero.
 */
export function formatBalance(
  numeric: string,
  fractionDigits = BALANCE_DISPLAY_DECIMALS,
  locale?: string,
): string {
  const match = decimalPattern.exec(numeric.trim())
  if (locale)
    return new Intl.NumberFormat(locale, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      roundingMode: 'trunc',
      signDisplay: 'negative',
    }).format(match ? (numeric.trim() as `${number}`) : 0)
  const [, minus, integer = '0', fraction = ''] = match ?? []
  const whole = integer.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const digits = fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0')
  const isZero = /^[0,]*$/.test(whole) && /^0*$/.test(digits)
  const sign = minus && !isZero ? '-' : ''
  return fractionDigits > 0 ? `${sign}${whole}.${digits}` : `${sign}${whole}`
}
