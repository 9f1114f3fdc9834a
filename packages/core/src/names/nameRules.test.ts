import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { coinTypeForChain, isValidNameLabel } from './nameRules'

describe('isValidNameLabel', () => {
  it.each([
    ['alice', true],
    ['ab-1', true],
    ['1234', true],
    ['abc', false],
    ['ali ce', false],
    ['alice.latch', false],
    ['ålice', false],
    ['', false],
  ])('%j → %s', (label, valid) => {
    expect(isValidNameLabel(label)).toBe(valid)
  })

  it('accepts exactly the strings of 4+ letters, digits and hyphens', () => {
    const char = fc.constantFrom(...'abcXYZ019-_. é')
    fc.assert(
      fc.property(fc.array(char, { maxLength: 12 }), (chars) => {
        const label = chars.join('')
        expect(isValidNameLabel(label)).toBe(label.length >= 4 && /^[a-zA-Z0-9-]+$/.test(label))
      }),
    )
  })
})

describe('coinTypeForChain', () => {
  it('sets the 0x80000000 flag on the chain id', () => {
    expect(coinTypeForChain(1)).toBe(2147483649)
    expect(coinTypeForChain(10)).toBe(0x8000000a)
    expect(coinTypeForChain(8453)).toBe(2147492101)
    expect(coinTypeForChain(0x7fffffff)).toBe(0xffffffff)
  })

  it('refuses chain ids at or above 0x80000000', () => {
    expect(() => coinTypeForChain(0x80000000)).toThrow(RangeError)
    expect(() => coinTypeForChain(2 ** 40)).toThrow(RangeError)
    expect(() => coinTypeForChain(-1)).toThrow(RangeError)
    expect(() => coinTypeForChain(1.5)).toThrow(RangeError)
  })

  it('is positive and keeps the chain id in its low 31 bits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (chainId) => {
        const coinType = coinTypeForChain(chainId)
        expect(coinType).toBeGreaterThanOrEqual(0x80000000)
        expect(coinType - 0x80000000).toBe(chainId)
      }),
    )
  })
})
