import { getAccount } from '../connection/getAccount'
import type { Latch } from '../createLatch'
import { onrampApiOf } from './onrampApiOf'
import { onrampNetworkFor } from './onrampNetworkFor'
import type { OnRampQuoteEntry } from './onrampSlice'
import { setOnRamp } from './setOnRamp'

/** The checkout window, opened by the view within the visitor's click (a popup blocker lets only those through). */
export type CheckoutWindow = { navigate(url: string): void; close(): void }

/**
 * Asks the server for the provider's checkout URL and sends the window there. A mock quote is never paid
 * (behaviour.md §8): it closes the window and does nothing.
 */
export async function startOnRampCheckout(
  latch: Latch,
  entry: OnRampQuoteEntry,
  checkoutWindow: CheckoutWindow | undefined,
): Promise<void> {
  const api = onrampApiOf(latch)
  const state = latch.getState().onramp
  const account = getAccount(latch)
  if (entry.quote.estimate || !api || !account.address || !state.options) {
    checkoutWindow?.close()
    return
  }
  setOnRamp(latch, { checkout: { entry, status: 'opening' } })
  try {
    const { url, sessionId } = await api.checkout({
      provider: entry.provider.id,
      address: account.address,
      network:
        onrampNetworkFor(
          state.options.value,
          entry.quote.purchaseAmount.currency,
          account.caipNetworkId,
        ) ?? '',
      purchaseCurrency: entry.quote.purchaseAmount.currency,
      quoteId: entry.quote.quoteId,
      amount: entry.quote.paymentTotal.amount,
    })
    if (!checkoutWindow) throw new Error('The checkout window was blocked')
    checkoutWindow.navigate(url)
    setOnRamp(latch, { checkout: { entry, sessionId, status: 'pending' } })
  } catch (error) {
    checkoutWindow?.close()
    setOnRamp(latch, {
      checkout: {
        entry,
        status: 'failed',
        error: error instanceof Error ? error.message : 'The checkout could not open',
      },
    })
  }
}
