import { BALANCE_DISPLAY_DECIMALS } from '../constants'

const decimalPattern = /^(-)?(\d+)(?:\.(\d+))?$/

/**
 * A decimal string for display: en-US grouping and exactly `fractionDigits` digits,
 * truncated toward zero so a balance is never overstated. String arithmetic only, so no
 * precision is lost on 18-decimal token amounts. Anything that is not a decimal string
 * shows as zero.
 */
export function formatBalance(numeric: string, fractionDigits = BALANCE_DISPLAY_DECIMALS): string {
  const match = decimalPattern.exec(numeric.trim())
  const [, minus, integer = '0', fraction = ''] = match ?? []
  const whole = integer.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const digits = fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0')
  const isZero = /^[0,]*$/.test(whole) && /^0*$/.test(digits)
  const sign = minus && !isZero ? '-' : ''
  return fractionDigits > 0 ? `${sign}${whole}.${digits}` : `${sign}${whole}`
}
