import { TOTAL_DISPLAY_DECIMALS } from '../constants'
import { formatBalance } from './formatBalance'

/**
 * A USD amount with 2 decimals (behaviour.md §9 totals), as `locale` writes money (behaviour.md §20; `$1,234.50`
 * when absent, `1 234,50 $US` in French); a positive amount under a cent says so rather than $0.00.
 */
export function formatUsd(value: number, locale?: string): string {
  if (locale) {
    const usd = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: TOTAL_DISPLAY_DECIMALS,
      maximumFractionDigits: TOTAL_DISPLAY_DECIMALS,
      roundingMode: 'trunc',
      signDisplay: 'negative',
    })
    return value > 0 && value < 0.01 ? `< ${usd.format(0.01)}` : usd.format(value)
  }
  if (value > 0 && value < 0.01) return '< $0.01'
  return `$${formatBalance(value.toFixed(6), TOTAL_DISPLAY_DECIMALS)}`
}
