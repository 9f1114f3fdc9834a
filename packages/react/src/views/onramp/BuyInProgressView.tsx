import { replaceView } from '@latch/core/internal'
import { ONRAMP_STATUS_POLL_MS, pollOnRampStatus, requestOnRampQuotes } from '@latch/core/onramp'
import { type ReactNode, useEffect } from 'react'
import { Spinner } from '../../components/Spinner'
import { onrampViews } from '../../i18n/en/onrampViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import { useLatchState } from '../../state/useLatchState'
import { onrampCss } from './onrampCss'

/**
 * BuyInProgress: the purchase under way in the checkout popup. Its status is asked for every few seconds; it ends
 * in success (the balances refresh) or in failure with a retry. The popup is the provider's to close: this page gave
 * up its handle on it (openCheckoutWindow).
 */
export default function BuyInProgressView() {
  const latch = useLatchInstance()
  const text = useViewMessages('onramp', onrampViews).onramp
  const checkout = useLatchState((s) => s.onramp.checkout)
  const status = checkout?.status

  useEffect(() => {
    if (status !== 'pending') return
    const timer = setInterval(() => void pollOnRampStatus(latch), ONRAMP_STATUS_POLL_MS)
    return () => clearInterval(timer)
  }, [latch, status])

  const retry = () => {
    replaceView(latch, 'OnRampProviders')
    void requestOnRampQuotes(latch)
  }

  let body: ReactNode
  if (!checkout || status === 'opening') body = <Spinner label={text.opening} />
  else if (status === 'pending')
    body = (
      <>
        <Spinner label={text.waiting(checkout.entry.provider.name)} />
        <p className="status" aria-hidden="true">
          {text.waiting(checkout.entry.provider.name)}
        </p>
      </>
    )
  else if (status === 'success')
    body = (
      <>
        <p className="status" role="status">
          {text.success(
            checkout.entry.quote.purchaseAmount.amount,
            checkout.entry.quote.purchaseAmount.currency,
          )}
        </p>
        <button
          type="button"
          className="primary full"
          onClick={() => latch.store.setState({ history: [{ view: 'Account' }] })}
        >
          {text.done}
        </button>
      </>
    )
  else
    body = (
      <>
        <p className="status" role="alert">
          {checkout.error === 'The checkout window was blocked' ? text.blocked : text.failed}
        </p>
        <button type="button" className="primary full" onClick={retry}>
          {text.retry}
        </button>
      </>
    )
  return (
    <div className="onramp">
      <style>{onrampCss}</style>
      {body}
    </div>
  )
}
