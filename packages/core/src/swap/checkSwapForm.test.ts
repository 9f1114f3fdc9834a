import { describe, expect, it } from 'vitest'
import { checkSwapForm } from './checkSwapForm'

const usd = { decimals: 6, balance: 25_000_000n, isNative: false }
const eth = { decimals: 18, balance: 10n ** 18n, isNative: true }
const ready = { status: 'ready' as const, hasValue: true }

describe('checkSwapForm', () => {
  it('goes on with an amount the balance covers and a quote for it', () => {
    expect(checkSwapForm({ from: usd, hasTo: true, amount: '25', fee: 0n, quote: ready })).toEqual({
      amount: 25_000_000n,
      notEnough: false,
      problem: undefined,
      ready: true,
    })
  })

  it('says nothing for an empty amount, and names a malformed one', () => {
    const check = (amount: string) =>
      checkSwapForm({
        from: usd,
        hasTo: true,
        amount,
        fee: 0n,
        quote: { status: 'idle', hasValue: false },
      })
    expect(check('').problem).toBeUndefined()
    expect(['abc', '1.1234567', '0'].map((amount) => check(amount).problem)).toEqual([
      { kind: 'amount', problem: 'notANumber' },
      { kind: 'amount', problem: 'tooManyDecimals' },
      { kind: 'amount', problem: 'zero' },
    ])
  })

  it('keeps the native coin’s fee back (twice the expected fee) before the balance covers an amount', () => {
    const fee = 10n ** 16n
    const check = (amount: string) =>
      checkSwapForm({ from: eth, hasTo: true, amount, fee, quote: ready })
    expect(check('0.98')).toMatchObject({ notEnough: false, ready: true })
    expect(check('0.99')).toMatchObject({
      notEnough: true,
      problem: { kind: 'notEnough' },
      ready: false,
    })
  })

  it('says the quote’s error once the amount is fine, and is not ready without a token to receive', () => {
    expect(
      checkSwapForm({
        from: usd,
        hasTo: true,
        amount: '1',
        fee: 0n,
        quote: { status: 'error', hasValue: false, error: 'insufficientLiquidity' },
      }).problem,
    ).toEqual({ kind: 'quote', error: 'insufficientLiquidity' })
    expect(
      checkSwapForm({ from: usd, hasTo: false, amount: '1', fee: 0n, quote: ready }).ready,
    ).toBe(false)
  })
})
