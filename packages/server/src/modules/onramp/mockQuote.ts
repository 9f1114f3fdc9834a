import type { OnRampQuote, QuoteRequest } from './OnRampProvider'

/**
 * The quote answered when a provider's fails (behaviour.md §8): the amount as total and subtotal, no fee, nothing
 * bought, and `estimate: true`. Its id names it as a mock: no checkout accepts it (behaviour.md §8).
 */
export function mockQuote(provider: string, request: QuoteRequest): OnRampQuote {
  const money = (amount: string, currency = request.paymentCurrency) => ({ amount, currency })
  return {
    provider,
    networkFee: money('0.00'),
    paymentSubtotal: money(request.amount),
    paymentTotal: money(request.amount),
    purchaseAmount: money('0', request.purchaseCurrency),
    quoteId: `mock-${provider}`,
    estimate: true,
  }
}
