import { describe, expect, it } from 'vitest'
import { DataApiError } from '../api/DataApiError'
import { formatPriceImpact } from './formatPriceImpact'
import { maxSwapAmount } from './maxSwapAmount'
import { minReceived } from './minReceived'
import { expectedSwapGas, networkFeeUsd } from './networkFeeUsd'
import { nextSwapStep } from './nextSwapStep'
import { swapErrorOf } from './swapErrorOf'

const reason = (status: number, name: string, description = name) =>
  new DataApiError(status, [{ name, description }])

describe('minReceived', () => {
  it('is ceil(toAmount · (1 − slippage)), as the server builds amountOutMin', () => {
    // docs/swap.md's example: 2961474103 at 1 % gives 2931859362.
    expect(minReceived(2_961_474_103n, 1)).toBe(2_931_859_362n)
    expect(minReceived(1000n, 0.5)).toBe(995n)
    expect(minReceived(999n, 1)).toBe(990n) // 989.01 rounds up
    expect(minReceived(1000n, 0)).toBe(1000n)
    expect(minReceived(1000n, 50)).toBe(500n)
    expect(minReceived(1000n, 80)).toBe(500n) // clamped to the server's 50 %
    expect(minReceived(1000n, -3)).toBe(1000n)
  })
  it('never goes below the tolerance, to a millionth', () => {
    for (const amount of [1n, 7n, 123_456_789n, 10n ** 30n + 1n])
      for (const slippage of [0.0001, 0.3, 1, 2.5, 49.9999]) {
        const min = minReceived(amount, slippage)
        const ppm = BigInt(Math.round(slippage * 10_000))
        expect(min * 1_000_000n >= amount * (1_000_000n - ppm)).toBe(true)
        expect((min - 1n) * 1_000_000n < amount * (1_000_000n - ppm)).toBe(true)
      }
  })
})

describe('formatPriceImpact', () => {
  it('shows two decimals, "< 0.01%" for none, and the level', () => {
    expect(formatPriceImpact('0.99')).toEqual({ text: '0.99%', level: 'low' })
    expect(formatPriceImpact('0.00')).toEqual({ text: '< 0.01%', level: 'low' })
    expect(formatPriceImpact('1')).toEqual({ text: '1.00%', level: 'medium' })
    expect(formatPriceImpact('4.99')).toEqual({ text: '4.99%', level: 'medium' })
    expect(formatPriceImpact('5.00')).toEqual({ text: '5.00%', level: 'high' })
    expect(formatPriceImpact('nope')).toEqual({ text: '< 0.01%', level: 'low' })
  })
})

describe('networkFeeUsd', () => {
  it('prices gas × gas price at the native coin price', () => {
    // 161123 gas at ~1 gwei: 0.000161 ETH at 3000 USD.
    expect(
      networkFeeUsd({ gas: 161_123n, gasPrice: 1_000_000_000n, nativePrice: 3000 }),
    ).toBeCloseTo(0.483, 12)
    expect(
      networkFeeUsd({ gas: 21_000n, gasPrice: 20_000_000_000n, nativePrice: 2000 }),
    ).toBeCloseTo(0.84, 12)
    expect(networkFeeUsd({ gas: 1n, gasPrice: 1n, nativePrice: undefined })).toBeUndefined()
    expect(
      networkFeeUsd({ gas: 100n, gasPrice: 10n, nativePrice: 2, nativeDecimals: 6 }),
    ).toBeCloseTo(0.002, 12)
  })
  it('expects 150,000 gas for one pool and 70,000 per further pool', () => {
    expect(expectedSwapGas(2)).toBe(150_000n)
    expect(expectedSwapGas(3)).toBe(220_000n)
    expect(expectedSwapGas(0)).toBe(150_000n)
  })
})

describe('nextSwapStep', () => {
  it('approves when the allowance is short, else swaps; the native coin never approves', () => {
    expect(nextSwapStep({ isNativeSource: true, amount: 5n, allowance: undefined })).toBe('swap')
    expect(nextSwapStep({ isNativeSource: false, amount: 5n, allowance: undefined })).toBe(
      'checking',
    )
    expect(nextSwapStep({ isNativeSource: false, amount: 5n, allowance: 4n })).toBe('approve')
    expect(nextSwapStep({ isNativeSource: false, amount: 5n, allowance: 5n })).toBe('swap')
    expect(nextSwapStep({ isNativeSource: false, amount: 5n, allowance: 0n })).toBe('approve')
  })
})

describe('maxSwapAmount', () => {
  it('keeps twice the fee back of the native coin, all of a token', () => {
    expect(maxSwapAmount({ balance: 100n, isNative: false, fee: 10n })).toBe(100n)
    expect(maxSwapAmount({ balance: 100n, isNative: true, fee: 10n })).toBe(80n)
    expect(maxSwapAmount({ balance: 15n, isNative: true, fee: 10n })).toBe(0n)
  })
})

describe('swapErrorOf', () => {
  it("maps the server's reasons (docs/swap.md)", () => {
    expect(swapErrorOf(reason(422, 'Insufficient Balance'))).toBe('insufficientBalance')
    expect(swapErrorOf(reason(422, 'Insufficient Liquidity'))).toBe('insufficientLiquidity')
    expect(swapErrorOf(reason(422, 'Insufficient Allowance'))).toBe('approvalPending')
    expect(swapErrorOf(reason(400, 'Network not supported for Swaps'))).toBe('networkNotSupported')
    expect(
      swapErrorOf(
        reason(
          422,
          'Swap Would Fail',
          'The transaction would revert: UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT',
        ),
      ),
    ).toBe('priceMoved')
    expect(swapErrorOf(reason(422, 'Swap Would Fail', 'The transaction would revert: x'))).toBe(
      'failed',
    )
    expect(swapErrorOf(reason(503, 'Service Unavailable'))).toBe('unavailable')
    expect(swapErrorOf(reason(429, 'Too Many Requests'))).toBe('unavailable')
    expect(swapErrorOf(reason(400, 'Bad Request'))).toBe('failed')
  })
  it("maps the wallet's answers", () => {
    expect(
      swapErrorOf(Object.assign(new Error('User rejected the request.'), { code: 4001 })),
    ).toBe('rejected')
    expect(
      swapErrorOf(new Error('execution reverted: UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT')),
    ).toBe('priceMoved')
    expect(swapErrorOf(new Error('insufficient funds for gas * price + value'))).toBe(
      'insufficientBalance',
    )
    expect(swapErrorOf(new TypeError('Failed to fetch'))).toBe('unavailable')
    expect(swapErrorOf(new Error('boom'))).toBe('failed')
  })
})
