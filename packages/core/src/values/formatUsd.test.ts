import { expect, it } from 'vitest'
import { formatUsd } from './formatUsd'

it('shows USD with 2 decimals, and a positive amount under a cent as "< $0.01" rather than $0.00', () => {
  expect([1234.5, 0.005, 0, 0.01, 1_000_000].map((value) => formatUsd(value))).toEqual([
    '$1,234.50',
    '< $0.01',
    '$0.00',
    '$0.01',
    '$1,000,000.00',
  ])
})

// behaviour.md §20: as the visitor's language writes money, still 2 decimals, never rounded up.
it('shows USD as the locale writes it', () => {
  expect([1234.5, 0.005, 0.019].map((value) => formatUsd(value, 'fr'))).toEqual([
    '1\u202f234,50\u00a0$US',
    '< 0,01\u00a0$US',
    '0,01\u00a0$US',
  ])
  expect(formatUsd(1234.5, 'de')).toBe('1.234,50\u00a0$')
})
