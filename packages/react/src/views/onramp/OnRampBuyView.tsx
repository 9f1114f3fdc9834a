import { pushView } from '@latch/core/internal'
import {
  checkOnRampAmount,
  limitOf,
  loadOnRamp,
  type OnRampAmountProblem,
  requestOnRampQuotes,
  updateOnRamp,
} from '@latch/core/onramp'
import { type FormEvent, useEffect, useId } from 'react'
import { Spinner } from '../../components/Spinner'
import { onrampViews } from '../../i18n/en/onrampViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import { useLatchState } from '../../state/useLatchState'
import { formatFiat } from './formatFiat'
import { onrampCss } from './onrampCss'

type Text = typeof onrampViews

/** A problem with the amount, in words (behaviour.md §5: the payment method's limits). */
function problemText(text: Text, problem: OnRampAmountProblem): string {
  const method = (id: string) => (text.methods[id] ?? id).toLowerCase()
  switch (problem.kind) {
    case 'empty':
    case 'invalid':
    case 'noMethod':
      return text.problems[problem.kind]
    case 'belowMin':
      return text.problems.belowMin(
        formatFiat(problem.min),
        problem.currency,
        method(problem.method),
      )
    case 'aboveMax':
      return text.problems.aboveMax(
        formatFiat(problem.max),
        problem.currency,
        method(problem.method),
      )
  }
}

/**
 * Buy: the currency to buy, the currency and method to pay with, and the amount, with the method's limits in words;
 * the providers' options, or the built-in defaults when they cannot be had (behaviour.md §8), said so.
 */
export default function OnRampBuyView() {
  const latch = useLatchInstance()
  const text = useViewMessages('onramp', onrampViews).onramp
  const state = useLatchState((s) => s.onramp)
  const id = useId()

  useEffect(() => {
    void loadOnRamp(latch)
  }, [latch])

  const options = state.options
  if (!options || options.status === 'loading') return <Spinner label={text.loading} />
  const offered = options.value
  const providers = state.providers?.list ?? []
  const paymentCurrency = state.paymentCurrency ?? ''
  const methods =
    offered.paymentCurrencies.find((c) => c.id === paymentCurrency)?.payment_method_limits ?? []
  const limit = limitOf(offered, paymentCurrency, state.paymentMethod)
  const problem = checkOnRampAmount(offered, {
    amount: state.amount,
    paymentCurrency,
    paymentMethod: state.paymentMethod,
  })
  const showProblem = problem && problem.kind !== 'empty'

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (problem || providers.length === 0 || offered.purchaseCurrencies.length === 0) return
    pushView(latch, 'OnRampProviders')
    void requestOnRampQuotes(latch)
  }

  return (
    <form className="onramp" onSubmit={submit} noValidate>
      <style>{onrampCss}</style>
      {options.defaults ? <p className="note">{text.defaultsNote}</p> : null}
      <label>
        {text.currency}
        <select
          value={state.purchaseCurrency ?? ''}
          onChange={(event) => updateOnRamp(latch, { purchaseCurrency: event.target.value })}
        >
          {offered.purchaseCurrencies.map((currency) => (
            <option key={currency.id} value={currency.id}>
              {currency.name} ({currency.symbol})
            </option>
          ))}
        </select>
      </label>
      <label>
        {text.paymentCurrency}
        <select
          value={paymentCurrency}
          onChange={(event) => updateOnRamp(latch, { paymentCurrency: event.target.value })}
        >
          {offered.paymentCurrencies.map((currency) => (
            <option key={currency.id} value={currency.id}>
              {currency.id}
            </option>
          ))}
        </select>
      </label>
      <label>
        {text.paymentMethod}
        <select
          value={state.paymentMethod}
          onChange={(event) => updateOnRamp(latch, { paymentMethod: event.target.value })}
        >
          {methods.map((method) => (
            <option key={method.id} value={method.id}>
              {text.methods[method.id] ?? method.id}
            </option>
          ))}
        </select>
      </label>
      <label>
        {text.amount}
        <input
          inputMode="decimal"
          autoComplete="off"
          value={state.amount}
          aria-describedby={`${id}-limits${showProblem ? ` ${id}-problem` : ''}`}
          aria-invalid={showProblem ? true : undefined}
          onChange={(event) => updateOnRamp(latch, { amount: event.target.value })}
        />
      </label>
      {limit ? (
        <p className="note" id={`${id}-limits`}>
          {text.limits(
            text.methods[limit.id] ?? limit.id,
            formatFiat(limit.min),
            formatFiat(limit.max),
            paymentCurrency,
          )}
        </p>
      ) : null}
      {showProblem ? (
        <p className="problem" id={`${id}-problem`} role="alert">
          {problemText(text, problem)}
        </p>
      ) : null}
      {providers.length === 0 ? <p className="note">{text.noProviders}</p> : null}
      {providers.length > 0 && offered.purchaseCurrencies.length === 0 ? (
        <p className="note">{text.nothingOnThisNetwork}</p>
      ) : null}
      <button
        type="submit"
        className="primary full"
        disabled={
          problem !== undefined || providers.length === 0 || offered.purchaseCurrencies.length === 0
        }
      >
        {text.seeQuotes}
      </button>
    </form>
  )
}
