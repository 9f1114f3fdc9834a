import { describe, expect, it } from 'vitest'
import { totalValue } from './totalValue'

const token = (value: number | undefined) => ({
  name: 'T',
  symbol: 'T',
  chainId: 'eip155:1' as const,
  value,
  quantity: { decimals: '18', numeric: '1' },
})

describe('totalValue', () => {
  it('adds the values, counting unknown ones as zero', () => {
    expect(totalValue([token(1.5), token(undefined), token(2.25), token(Number.NaN)])).toBe(3.75)
    expect(totalValue([])).toBe(0)
  })
})
