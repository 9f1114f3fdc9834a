import { TOTAL_DISPLAY_DECIMALS } from '../constants'
import { formatBalance } from './formatBalance'

/** A USD amount with 2 decimals (behaviour.md §9 totals); a positive amount under a cent says so rather than $0.00. */
export function formatUsd(value: number): string {
  if (value > 0 && value < 0.01) return '< $0.01'
  return `$${formatBalance(value.toFixed(6), TOTAL_DISPLAY_DECIMALS)}`
}
