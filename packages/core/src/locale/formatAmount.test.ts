import { expect, it } from 'vitest'
import { formatBalance } from '../values/formatBalance'
import { formatAmount } from './formatAmount'

// behaviour.md §20.5: the locale's digits grouping and decimal mark; the 3 decimals and the truncation stay.
it('formats for a locale without losing precision', () => {
  expect(formatAmount('1234567.123456789012345678', 3, 'de')).toBe('1.234.567,123')
  expect(formatAmount('1234.9999', 3, 'fr')).toBe('1\u202f234,999')
  expect(formatAmount('-0.0004', 3, 'de')).toBe('0,000')
  expect(formatAmount('not a number', 3, 'fr')).toBe('0,000')
  expect(formatAmount('123456789012345678901234.5', 2, 'en-US')).toBe(
    '123,456,789,012,345,678,901,234.50',
  )
})

// English's first paint formats the button's balance with formatBalance, which needs no locale chunk: both write
// the same text in English.
it('writes English as formatBalance does', () => {
  for (const numeric of ['0', '1234567.123456789', '-0.0004', '-12.5', '0.1', '1000', 'x'])
    for (const digits of [0, 2, 3])
      expect(formatAmount(numeric, digits, 'en')).toBe(formatBalance(numeric, digits))
})
