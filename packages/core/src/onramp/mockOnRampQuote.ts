import type { OnRampQuote } from './OnRampTypes'

/**
 * The quote shown when a provider's quote cannot be had (behaviour.md §8): the amount as total, nothing known of
 * what it buys. Marked as an estimate: the providers view never lets it be paid.
 */
export function mockOnRampQuote(
  provider: string,
  request: { amount: string; paymentCurrency: string; purchaseCurrency: string },
): OnRampQuote {
  const money = (amount: string) => ({ amount, currency: request.paymentCurrency })
  return {
    provider,
    networkFee: money('0.00'),
    paymentSubtotal: money(request.amount),
    paymentTotal: money(request.amount),
    purchaseAmount: { amount: '0', currency: request.purchaseCurrency },
    quoteId: `mock-${provider}`,
    estimate: true,
  }
}
