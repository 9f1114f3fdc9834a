import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatBalance } from './formatBalance'

describe('formatBalance', () => {
  it.each([
    ['10000', '10,000.000'],
    ['0', '0.000'],
    ['1.23456', '1.234'],
    ['1.9999', '1.999'],
    ['0.1', '0.100'],
    ['1234567.891', '1,234,567.891'],
    ['-1.5', '-1.500'],
    ['-0.0001', '0.000'],
    ['000123.4', '123.400'],
    ['123456789012345678901234567890.123456789', '123,456,789,012,345,678,901,234,567,890.123'],
  ])('%s → %s with 3 decimals', (input, output) => {
    expect(formatBalance(input)).toBe(output)
  })

  it('shows totals with the digits asked for', () => {
    expect(formatBalance('1234.5678', 2)).toBe('1,234.56')
    expect(formatBalance('7', 0)).toBe('7')
  })

  it.each(['', 'abc', '1e18', '0x10', '1.', '.5', 'NaN', '1,000'])('shows %j as zero', (input) => {
    expect(formatBalance(input)).toBe('0.000')
  })

  it('never overstates and never loses the integer part', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 40n }),
        fc.integer({ min: 0, max: 30 }),
        (units, decimals) => {
          const text = units.toString().padStart(decimals + 1, '0')
          const numeric = decimals ? `${text.slice(0, -decimals)}.${text.slice(-decimals)}` : text
          const shown = formatBalance(numeric)
          const [integer, fraction] = shown.replaceAll(',', '').split('.') as [string, string]
          const shownUnits = BigInt(integer) * 1000n + BigInt(fraction)
          const exactThousandths = (units * 1000n) / 10n ** BigInt(decimals)
          expect(shownUnits).toBe(exactThousandths)
        },
      ),
    )
  })
})
