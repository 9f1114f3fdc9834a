import { describe, expect, it } from 'vitest'
import type { TokenBalance } from './AccountDataSource'
import { visibleTokens } from './visibleTokens'

const token = (
  symbol: string,
  decimals: string,
  value: number,
  address?: string,
): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  ...(address ? { address: `eip155:1:${address}` as const } : {}),
  value,
  quantity: { decimals, numeric: '1' },
})

describe('visibleTokens', () => {
  it('filters tokens with zero decimals as low quality, keeps the native token, most valuable first', () => {
    const shown = visibleTokens([
      token('JUNK', '0', 1_000_000, '0x1'),
      token('USDC', '6', 20, '0x2'),
      token('ETH', '18', 3_000),
      token('ODD', 'x', 5, '0x3'),
      token('LTK', '18', 50, '0x4'),
    ])
    expect(shown.map((t) => t.symbol)).toEqual(['ETH', 'LTK', 'USDC'])
  })
})
