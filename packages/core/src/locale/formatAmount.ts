import { BALANCE_DISPLAY_DECIMALS } from '../constants'

const decimalPattern = /^-?\d+(?:\.\d+)?$/

/**
 * A decimal string as `locale` writes numbers (behaviour.md §20.5): exactly `fractionDigits` digits, truncated
 * toward zero so a balance is never overstated, grouped and marked as the language does. `Intl.NumberFormat` on
 * the decimal string, so no precision is lost on 18-decimal token amounts. Anything that is not a decimal string
 * shows as zero. English's first paint formats with `formatBalance` instead, which needs no `Intl`.
 */
export function formatAmount(
  numeric: string,
  fractionDigits = BALANCE_DISPLAY_DECIMALS,
  locale = 'en-US',
): string {
  const trimmed = numeric.trim()
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    roundingMode: 'trunc',
    signDisplay: 'negative',
  }).format(decimalPattern.test(trimmed) ? (trimmed as `${number}`) : 0)
}
