import { describe, expect, it } from 'vitest'
import { uiTokenAmount } from './uiTokenAmount'

describe('uiTokenAmount', () => {
  it('writes the decimal text the node writes, trailing zeros trimmed', () => {
    expect(uiTokenAmount(1_000_000_000n, 6)).toEqual({
      amount: '1000000000',
      decimals: 6,
      uiAmount: 1000,
      uiAmountString: '1000',
    })
    expect(uiTokenAmount(500_000n, 6).uiAmountString).toBe('0.5')
    expect(uiTokenAmount(1n, 6).uiAmountString).toBe('0.000001')
    expect(uiTokenAmount(0n, 6)).toMatchObject({ uiAmount: 0, uiAmountString: '0' })
    expect(uiTokenAmount(42n, 0).uiAmountString).toBe('42')
  })
})
