import { DataApiError } from '../api/DataApiError'
import { getAccount } from '../connection/getAccount'
import type { Latch } from '../createLatch'
import { mockOnRampQuote } from './mockOnRampQuote'
import { onrampApiOf } from './onrampApiOf'
import { onrampNetworkFor } from './onrampNetworkFor'
import type { OnRampQuoteEntry } from './onrampSlice'
import { setOnRamp } from './setOnRamp'
import { sortOnRampQuotes } from './sortOnRampQuotes'

/**
 * Each provider's quote for the chosen amount, best first. A provider whose quote fails gets a mock quote
 * (behaviour.md §8), marked as an estimate with the reason: shown, never paid.
 */
export async function requestOnRampQuotes(latch: Latch): Promise<void> {
  const api = onrampApiOf(latch)
  const state = latch.getState().onramp
  const options = state.options?.value
  const providers = state.providers?.list ?? []
  if (!api || !options || !state.purchaseCurrency || !state.paymentCurrency) return
  const request = {
    purchaseCurrency: state.purchaseCurrency,
    paymentCurrency: state.paymentCurrency,
    paymentMethod: state.paymentMethod,
    amount: Number(state.amount).toFixed(2),
  }
  const network =
    onrampNetworkFor(options, request.purchaseCurrency, getAccount(latch).caipNetworkId) ?? ''
  setOnRamp(latch, { quotes: { status: 'loading', list: [] }, checkout: undefined })
  const list = await Promise.all(
    providers.map(async (provider): Promise<OnRampQuoteEntry> => {
      try {
        const answer = await api.quote({ provider: provider.id, network, ...request })
        return { provider, quote: answer.quote, reason: answer.reason }
      } catch (error) {
        const reason = error instanceof DataApiError ? error.message : undefined
        return { provider, quote: mockOnRampQuote(provider.id, request), reason }
      }
    }),
  )
  setOnRamp(latch, { quotes: { status: 'ready', list: sortOnRampQuotes(list) } })
}
