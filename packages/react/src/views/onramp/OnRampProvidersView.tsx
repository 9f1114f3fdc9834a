import { pushView } from '@latch/core/internal'
import { type OnRampQuoteEntry, startOnRampCheckout } from '@latch/core/onramp'
import { Spinner } from '../../components/Spinner'
import { onrampViews } from '../../i18n/en/onrampViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import { useLatchState } from '../../state/useLatchState'
import { formatFiat } from './formatFiat'
import { onrampCss } from './onrampCss'
import { openCheckoutWindow } from './openCheckoutWindow'

const fees = (entry: OnRampQuoteEntry) =>
  (Number(entry.quote.paymentTotal.amount) - Number(entry.quote.paymentSubtotal.amount)).toFixed(2)

/**
 * OnRampProviders: each provider's quote (what it buys, the total, the fees), best first. A mock quote is labelled
 * an estimate and has no Buy button (behaviour.md §8). Buy opens the checkout popup within the click.
 */
export default function OnRampProvidersView() {
  const latch = useLatchInstance()
  const text = useViewMessages('onramp', onrampViews).onramp
  const quotes = useLatchState((s) => s.onramp.quotes)
  if (!quotes || quotes.status === 'loading') return <Spinner label={text.quoting} />

  const buy = (entry: OnRampQuoteEntry) => {
    const checkoutWindow = openCheckoutWindow()
    pushView(latch, 'BuyInProgress')
    void startOnRampCheckout(latch, entry, checkoutWindow)
  }

  return (
    <div className="onramp">
      <style>{onrampCss}</style>
      <ul className="list" aria-label={text.titles.OnRampProviders}>
        {quotes.list.map((entry) => {
          const { quote, provider } = entry
          return (
            <li key={provider.id} className="quote">
              <div className="quote-head">
                <span>{provider.name}</span>
                {provider.sandbox ? <span className="tag">{text.sandbox}</span> : null}
                {quote.estimate ? <span className="tag">{text.estimate}</span> : null}
              </div>
              {provider.sandbox ? <p className="note">{text.sandboxNote}</p> : null}
              <dl>
                <dt>{text.youGet}</dt>
                <dd>
                  {quote.estimate
                    ? '—'
                    : `${quote.purchaseAmount.amount} ${quote.purchaseAmount.currency}`}
                </dd>
                <dt>{text.total}</dt>
                <dd>
                  {formatFiat(quote.paymentTotal.amount)} {quote.paymentTotal.currency}
                </dd>
                <dt>{text.fees}</dt>
                <dd>
                  {formatFiat(fees(entry))} {quote.paymentTotal.currency}
                </dd>
                <dt>{text.networkFee}</dt>
                <dd>
                  {formatFiat(quote.networkFee.amount)} {quote.networkFee.currency}
                </dd>
              </dl>
              {quote.estimate ? (
                <p className="note">{text.estimateNote(entry.reason)}</p>
              ) : (
                <button type="button" className="primary full" onClick={() => buy(entry)}>
                  {text.buyWith(
                    provider.name,
                    quote.purchaseAmount.amount,
                    quote.purchaseAmount.currency,
                  )}
                </button>
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
