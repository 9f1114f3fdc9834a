import { formatUsd } from '@latch/core'
import { pushView } from '@latch/core/internal'
import { formatAmount } from '@latch/core/locale'
import {
  checkSwapForm,
  expectedSwapGas,
  flipSwapDirection,
  formatPriceImpact,
  fromBaseUnits,
  isNativeSwapToken,
  loadSwapTokens,
  maxSwapAmount,
  minReceived,
  networkFeeUsd,
  reviewSwap,
  SWAP_SLIPPAGE,
  updateSwapAmount,
} from '@latch/core/swap'
import { type FormEvent, useEffect, useId } from 'react'
import { AmountField } from '../../components/AmountField'
import { Spinner } from '../../components/Spinner'
import { useLatchAccount } from '../../hooks/useLatchAccount'
import { swapViews } from '../../i18n/en/swapViews'
import { useMessages } from '../../i18n/MessagesContext'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import { useLatchState } from '../../state/useLatchState'
import { swapCss } from './swapCss'
import { useSwapBalances } from './useSwapBalances'

/**
 * Swap (behaviour.md §13.2): what to pay with and what to receive, with balances; the amount with Max (the native coin
 * keeps the network fee back); a live quote as the visitor types (debounced, the newest only) with price
 * impact, minimum received at the slippage and the network fee in USD; the direction toggle; each error in words.
 */
const idle: { status: 'idle'; value?: undefined; error?: undefined } = { status: 'idle' }

export default function SwapView() {
  const latch = useLatchInstance()
  const text = useViewMessages('swap', swapViews).swap
  const { locale } = useMessages()
  const account = useLatchAccount()
  const swap = useLatchState((state) => state.swap)
  const { byAddress } = useSwapBalances()
  const id = useId()

  // A read of the server's token list (no wallet request).
  useEffect(() => {
    if (account.caipNetworkId) void loadSwapTokens(latch)
  }, [latch, account.caipNetworkId])

  const { from, to } = swap
  const quote = swap.quote ?? idle
  const tokens = swap.tokens ?? { ...idle, list: [] }
  const slippage = swap.slippage ?? SWAP_SLIPPAGE
  if (tokens.status === 'loading' || (tokens.status === 'idle' && !from))
    return <Spinner label={text.loadingTokens} />

  const balanceOf = (address: string | undefined) =>
    address ? byAddress.get(address.toLowerCase()) : undefined
  const fromBalance = balanceOf(from?.address)
  const nativeAddress = tokens.list.find((token) => isNativeSwapToken(token.address))?.address
  const nativePrice = balanceOf(nativeAddress)?.price
  const gasPrice = swap.gasPrice === undefined ? undefined : BigInt(swap.gasPrice)
  const swapGas = expectedSwapGas(quote.value?.route.length ?? 2)
  const fee = gasPrice === undefined ? undefined : swapGas * gasPrice
  const feeUsd =
    gasPrice === undefined ? undefined : networkFeeUsd({ gas: swapGas, gasPrice, nativePrice })
  const isNative = from ? isNativeSwapToken(from.address) : false
  const check = checkSwapForm({
    from: from && { decimals: from.decimals, balance: fromBalance?.balance, isNative },
    hasTo: Boolean(to),
    amount: swap.amount,
    fee,
    quote: { status: quote.status, hasValue: Boolean(quote.value), error: quote.error },
  })
  const problem = (() => {
    const found = check.problem
    if (!from || !found) return undefined
    if (found.kind === 'notEnough') return text.problems.notEnough(from.symbol)
    if (found.kind === 'quote') return text.errors[found.error]
    return found.problem === 'tooManyDecimals'
      ? text.problems.tooManyDecimals(from.symbol, from.decimals)
      : text.problems[found.problem]
  })()
  const tokensProblem =
    tokens.status === 'error' && quote.error ? text.errors[quote.error] : undefined

  const ready = check.ready && quote.value && from && to
  const received =
    quote.status === 'ready' && quote.value && to
      ? formatAmount(fromBaseUnits(BigInt(quote.value.toAmount), to.decimals), undefined, locale)
      : undefined
  const minimum =
    quote.status === 'ready' && quote.value && to
      ? formatAmount(
          fromBaseUnits(minReceived(BigInt(quote.value.toAmount), slippage), to.decimals),
          undefined,
          locale,
        )
      : undefined
  const impact = quote.value ? formatPriceImpact(quote.value.priceImpact) : undefined
  const maxDisabled = !from || !fromBalance || (isNative && fee === undefined)

  function fillMax() {
    if (!from || !fromBalance) return
    const max = maxSwapAmount({ balance: fromBalance.balance, isNative, fee: fee ?? 0n })
    void updateSwapAmount(latch, fromBaseUnits(max, from.decimals))
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (ready) void reviewSwap(latch)
  }

  return (
    <form className="swap" onSubmit={submit} noValidate>
      <style>{swapCss}</style>
      <div className="side">
        <div className="side-head">
          <span className="label">{text.youPay}</span>
          <button
            type="button"
            className="secondary token-button"
            aria-label={text.chooseToken('from', from?.symbol)}
            onClick={() => pushView(latch, 'SwapSelectToken', { side: 'from' })}
          >
            {from?.symbol ?? text.selectToken}
          </button>
        </div>
        <AmountField
          label={text.amount}
          value={swap.amount}
          invalid={Boolean(problem) && quote.status !== 'error'}
          describedBy={`${id}-balance`}
          onChange={(amount) => void updateSwapAmount(latch, amount)}
          max={{ text: text.max, label: text.maxLabel, disabled: maxDisabled, onClick: fillMax }}
        />
        {from ? (
          <p id={`${id}-balance`} className="note">
            {text.balance(
              formatAmount(
                fromBaseUnits(fromBalance?.balance ?? 0n, from.decimals),
                undefined,
                locale,
              ),
              from.symbol,
            )}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className="secondary flip"
        aria-label={text.flip}
        onClick={() => void flipSwapDirection(latch)}
      >
        ⇅
      </button>
      <div className="side">
        <div className="side-head">
          <span className="label" id={`${id}-receive`}>
            {text.youReceive}
          </span>
          <button
            type="button"
            className="secondary token-button"
            aria-label={text.chooseToken('to', to?.symbol)}
            onClick={() => pushView(latch, 'SwapSelectToken', { side: 'to' })}
          >
            {to?.symbol ?? text.selectToken}
          </button>
        </div>
        <output aria-labelledby={`${id}-receive`} aria-live="polite">
          {quote.status === 'loading'
            ? text.quoting
            : received && to
              ? text.receiveAmount(received, to.symbol)
              : '—'}
        </output>
        {to ? (
          <p className="note">
            {text.balance(
              formatAmount(
                fromBaseUnits(balanceOf(to.address)?.balance ?? 0n, to.decimals),
                undefined,
                locale,
              ),
              to.symbol,
            )}
          </p>
        ) : null}
      </div>
      {quote.status === 'ready' && quote.value && to ? (
        <dl>
          <dt>{text.priceImpact}</dt>
          <dd className={impact?.level === 'high' ? 'impact-high' : undefined}>{impact?.text}</dd>
          <dt>{text.minimumReceived}</dt>
          <dd>{`${minimum} ${to.symbol}`}</dd>
          <dt>{text.networkFee}</dt>
          <dd>{feeUsd === undefined ? text.unknown : formatUsd(feeUsd, locale)}</dd>
        </dl>
      ) : null}
      <p className="note">{text.slippage(slippage)}</p>
      <p id={`${id}-problem`} className="problem" role="status">
        {tokensProblem ?? problem ?? ''}
      </p>
      <button
        type="submit"
        className="primary full"
        disabled={!ready}
        aria-describedby={problem ? `${id}-problem` : undefined}
      >
        {text.review}
      </button>
    </form>
  )
}
