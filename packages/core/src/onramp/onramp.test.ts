import { describe, expect, it } from 'vitest'
import { checkOnRampAmount } from './checkOnRampAmount'
import { deliveredOn } from './deliveredOn'
import { mockOnRampQuote } from './mockOnRampQuote'
import type { OnRampQuote } from './OnRampTypes'
import { onrampDefaults } from './onrampDefaults'
import { onrampNetworkFor } from './onrampNetworkFor'
import { onrampProviderList } from './onrampProviderList'
import { sortOnRampQuotes } from './sortOnRampQuotes'

describe('the on-ramp rules', () => {
  it('takes a provider list only as an array of strings, else none (behaviour.md §5)', () => {
    expect(onrampProviderList(['sandbox', 'moonpay'])).toEqual(['sandbox', 'moonpay'])
    for (const bad of ['sandbox', ['sandbox', 1], { 0: 'sandbox' }, null, undefined, 7])
      expect(onrampProviderList(bad)).toEqual([])
  })

  it("has §9's defaults: card 10–7,500, bank account 10–25,000 in USD and EUR; USDC and ETH", () => {
    expect(onrampDefaults.paymentCurrencies).toEqual(
      ['USD', 'EUR'].map((id) => ({
        id,
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'bank_account', min: '10.00', max: '25000.00' },
        ],
      })),
    )
    expect(onrampDefaults.purchaseCurrencies.map((c) => c.id)).toEqual(['USDC', 'ETH'])
  })

  it("checks the amount against the payment method's limits", () => {
    const check = (amount: string, paymentMethod = 'card', paymentCurrency = 'USD') =>
      checkOnRampAmount(onrampDefaults, { amount, paymentCurrency, paymentMethod })
    expect(check('')).toEqual({ kind: 'empty' })
    expect(check('abc')).toEqual({ kind: 'invalid' })
    expect(check('1.001')).toEqual({ kind: 'invalid' })
    expect(check('0')).toEqual({ kind: 'invalid' })
    expect(check('9.99')).toEqual({
      kind: 'belowMin',
      min: '10.00',
      currency: 'USD',
      method: 'card',
    })
    expect(check('10')).toBeUndefined()
    expect(check('7500.00')).toBeUndefined()
    expect(check('7500.01')).toEqual({
      kind: 'aboveMax',
      max: '7500.00',
      currency: 'USD',
      method: 'card',
    })
    expect(check('25000', 'bank_account', 'EUR')).toBeUndefined()
    expect(check('50', 'card', 'GBP')).toEqual({ kind: 'noMethod' })
  })

  it('ranks quotes best first, estimates last, and a mock quote is an estimate of nothing bought', () => {
    const quote = (provider: string, bought: string, total = '50.00'): { quote: OnRampQuote } => ({
      quote: {
        ...mockOnRampQuote(provider, {
          amount: total,
          paymentCurrency: 'USD',
          purchaseCurrency: 'ETH',
        }),
        purchaseAmount: { amount: bought, currency: 'ETH' },
        estimate: false,
      },
    })
    const mock = {
      quote: mockOnRampQuote('flaky', {
        amount: '50.00',
        paymentCurrency: 'USD',
        purchaseCurrency: 'ETH',
      }),
    }
    expect(mock.quote).toMatchObject({
      estimate: true,
      quoteId: 'mock-flaky',
      purchaseAmount: { amount: '0' },
    })
    const ranked = sortOnRampQuotes([
      mock,
      quote('a', '0.015'),
      quote('b', '0.016'),
      quote('c', '0.016', '49.00'),
    ])
    expect(ranked.map((entry) => entry.quote.provider)).toEqual(['c', 'b', 'a', 'flaky'])
  })

  it("buys on the account's chain when the currency is delivered there", () => {
    const options = {
      ...onrampDefaults,
      purchaseCurrencies: [
        {
          id: 'ETH',
          name: 'Ether',
          symbol: 'ETH',
          networks: [
            { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
            { name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '' },
          ],
        },
      ],
    }
    expect(onrampNetworkFor(options, 'ETH', 'eip155:8453')).toBe('base')
    expect(onrampNetworkFor(options, 'ETH', 'eip155:10')).toBe('ethereum')
    expect(onrampNetworkFor(options, 'DOGE', 'eip155:1')).toBeUndefined()
    expect(deliveredOn(options, 'eip155:8453').purchaseCurrencies.map((c) => c.id)).toEqual(['ETH'])
    // Another namespace's account (its reference is no chain id here): nothing to offer it.
    expect(
      deliveredOn(options, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp').purchaseCurrencies,
    ).toEqual([])
  })
})
