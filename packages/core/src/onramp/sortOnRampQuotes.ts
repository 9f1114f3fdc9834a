import type { OnRampQuote } from './OnRampTypes'

/**
 * Best first (behaviour.md §2, OnRampProviders): the most bought, then the lowest total; estimates (mock quotes) last,
 * since nothing is known of what they buy.
 */
export function sortOnRampQuotes<Entry extends { quote: OnRampQuote }>(entries: readonly Entry[]) {
  return [...entries].sort((a, b) => {
    if (a.quote.estimate !== b.quote.estimate) return a.quote.estimate ? 1 : -1
    const bought = Number(b.quote.purchaseAmount.amount) - Number(a.quote.purchaseAmount.amount)
    if (bought !== 0) return bought
    return Number(a.quote.paymentTotal.amount) - Number(b.quote.paymentTotal.amount)
  })
}
