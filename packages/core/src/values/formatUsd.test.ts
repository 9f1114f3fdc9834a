import { expect, it } from 'vitest'
import { formatUsd } from './formatUsd'

it('shows USD with 2 decimals, and a positive amount under a cent as "< $0.01" rather than $0.00', () => {
  expect([1234.5, 0.005, 0, 0.01, 1_000_000].map(formatUsd)).toEqual([
    '$1,234.50',
    '< $0.01',
    '$0.00',
    '$0.01',
    '$1,000,000.00',
  ])
})
