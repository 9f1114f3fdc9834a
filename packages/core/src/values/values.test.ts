import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isDecimalString, transferValue } from './decimalString'
import { truncateEmail } from './truncateEmail'

describe('isDecimalString', () => {
  it.each([
    ['0', true],
    ['-1', true],
    ['1.5', true],
    ['-0.000001', true],
    ['00012', true],
    ['1.', false],
    ['.5', false],
    ['+1', false],
    ['1e18', false],
    ['1,000', false],
    [' 1', false],
    ['--1', false],
    ['', false],
    [1, false],
  ])('%j → %s', (value, valid) => {
    expect(isDecimalString(value)).toBe(valid)
  })

  it('accepts every number written in plain decimal notation', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.nat(), (whole, fraction) => {
        expect(isDecimalString(`${whole}.${fraction}`)).toBe(true)
        expect(isDecimalString(`${whole}`)).toBe(true)
      }),
    )
  })
})

describe('transferValue', () => {
  it.each([
    ['1000', 1000n],
    ['0x10', 16n],
    [' 7 ', 7n],
    [5, 5n],
    [10n, 10n],
    ['abc', 0n],
    ['1.5', 0n],
    ['-3', 0n],
    [-3n, 0n],
    [Number.NaN, 0n],
    [1.5, 0n],
    [undefined, 0n],
    [null, 0n],
    [{}, 0n],
  ])('%s → %s', (value, wei) => {
    expect(transferValue(value)).toBe(wei)
  })
})

describe('truncateEmail', () => {
  it('keeps e-mails of up to 30 characters and cuts longer ones to 30 with an ellipsis', () => {
    const thirty = 'abcdefghijklmnopqrst@exampl.io'
    expect(thirty).toHaveLength(30)
    expect(truncateEmail(thirty)).toBe(thirty)
    const long = 'a.very.long.name.indeed@example.com'
    expect(truncateEmail(long)).toBe('a.very.long.name.indeed@examp…')
    expect([...truncateEmail(long)]).toHaveLength(30)
  })

  it('never cuts a character in half', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (email) => {
        const shown = truncateEmail(email)
        expect([...shown].length).toBeLessThanOrEqual(Math.max(30, 0))
        expect(email.startsWith(shown.replace(/…$/, ''))).toBe(true)
      }),
    )
  })
})
