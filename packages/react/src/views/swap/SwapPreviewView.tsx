import { formatUsd } from '@latch/core'
import { formatAmount } from '@latch/core/locale'
import {
  approveSwap,
  EXPECTED_APPROVE_GAS,
  expectedSwapGas,
  finishSwap,
  formatPriceImpact,
  fromBaseUnits,
  isNativeSwapToken,
  minReceived,
  networkFeeUsd,
  nextSwapStep,
  requoteSwap,
  SWAP_SLIPPAGE,
  swapTokens,
  toBaseUnits,
} from '@latch/core/swap'
import { useRef, useState } from 'react'
import { swapViews } from '../../i18n/en/swapViews'
import { useMessages } from '../../i18n/MessagesContext'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import { useLatchState } from '../../state/useLatchState'
import { swapCss } from './swapCss'
import { useSwapBalances } from './useSwapBalances'

/**
 * SwapPreview (behaviour.md §13.2): what is paid and received, the minimum at the slippage, price impact and network
 * fee; then the wallet requests: the approval of exactly the amount when the allowance is short, then the swap, each
 * with its pending, success and rejected or failed state and a retry. A swap the pool moved past offers a new
 * quote. No request starts by itself: each is the visitor's click.
 */
export default function SwapPreviewView() {
  const latch = useLatchInstance()
  const text = useViewMessages('swap', swapViews).swap
  const { locale } = useMessages()
  const live = useLatchState((state) => state.swap)
  // What was reviewed, kept for the summary once the swap clears the form.
  const [reviewed] = useState(() => ({
    from: live.from,
    to: live.to,
    amount: live.amount,
    quote: live.quote?.value,
    slippage: live.slippage ?? SWAP_SLIPPAGE,
  }))
  const { byAddress } = useSwapBalances()
  const approvalShown = useRef(false)
  const { from, to, quote, slippage } = reviewed
  if (!from || !to || !quote) return <p className="status">{text.problems.empty}</p>

  const step = live.step
  const parsed = toBaseUnits(reviewed.amount, from.decimals)
  const amount = parsed.ok ? parsed.value : 0n
  const isNative = isNativeSwapToken(from.address)
  const next = nextSwapStep({
    isNativeSource: isNative,
    amount,
    allowance: live.allowance === undefined ? undefined : BigInt(live.allowance),
  })
  if (next === 'approve' || step?.kind === 'approve') approvalShown.current = true
  const twoSteps = approvalShown.current

  const nativeAddress = (live.tokens?.list ?? []).find((token) =>
    isNativeSwapToken(token.address),
  )?.address
  const nativePrice = nativeAddress ? byAddress.get(nativeAddress.toLowerCase())?.price : undefined
  const gasPrice = live.gasPrice === undefined ? undefined : BigInt(live.gasPrice)
  const gas = expectedSwapGas(quote.route.length) + (next === 'approve' ? EXPECTED_APPROVE_GAS : 0n)
  const feeUsd = gasPrice === undefined ? undefined : networkFeeUsd({ gas, gasPrice, nativePrice })
  const paid = `${formatAmount(reviewed.amount, undefined, locale)} ${from.symbol}`
  const received = `${formatAmount(fromBaseUnits(BigInt(quote.toAmount), to.decimals), undefined, locale)} ${to.symbol}`
  const minimum = `${formatAmount(fromBaseUnits(minReceived(BigInt(quote.toAmount), slippage), to.decimals), undefined, locale)} ${to.symbol}`
  const impact = formatPriceImpact(quote.priceImpact)

  const busy = step?.status === 'pending' || step?.status === 'confirming'
  const swapped =
    step?.kind === 'swap' && (step.status === 'success' || step.status === 'submitted')
  const priceMoved = step?.error === 'priceMoved'
  const statusText = (() => {
    if (!step) return next === 'checking' ? text.preview.checking : ''
    if (step.status === 'pending') return text.preview.pending
    if (step.status === 'confirming') return text.preview.confirming
    if (step.status === 'submitted') return text.preview.submitted
    if (step.status === 'success')
      return step.kind === 'approve'
        ? text.preview.approved(from.symbol)
        : text.preview.swapped(paid, received)
    if (step.status === 'rejected')
      return step.kind === 'approve' ? text.preview.rejectedApproval : text.preview.rejectedSwap
    return text.errors[step.error ?? 'failed']
  })()
  const failedHere = step?.status === 'rejected' || step?.status === 'failed'
  const retrying = (kind: 'approve' | 'swap') => failedHere && step?.kind === kind

  const action = (() => {
    if (swapped) return { label: text.preview.done, run: () => finishSwap(latch) }
    if (priceMoved) return { label: text.preview.requote, run: () => void requoteSwap(latch) }
    if (next === 'checking') return { label: text.preview.checking, run: undefined }
    if (next === 'approve')
      return {
        label: retrying('approve') ? text.preview.retry : text.preview.approve(from.symbol),
        run: () => void approveSwap(latch),
      }
    return {
      label: retrying('swap') ? text.preview.retry : text.preview.swap,
      run: () => void swapTokens(latch),
    }
  })()

  return (
    <div className="swap">
      <style>{swapCss}</style>
      <dl>
        <dt>{text.youPay}</dt>
        <dd>{paid}</dd>
        <dt>{text.youReceive}</dt>
        <dd>{`≈ ${received}`}</dd>
        <dt>{text.minimumReceived}</dt>
        <dd>{minimum}</dd>
        <dt>{text.priceImpact}</dt>
        <dd className={impact.level === 'high' ? 'impact-high' : undefined}>{impact.text}</dd>
        <dt>{text.networkFee}</dt>
        <dd>{feeUsd === undefined ? text.unknown : formatUsd(feeUsd, locale)}</dd>
      </dl>
      <p className="note">{text.slippage(slippage)}</p>
      {twoSteps && !swapped ? (
        <p className="note">
          {`${text.preview.step(next === 'approve' ? 1 : 2, 2)}: ${
            next === 'approve'
              ? text.preview.approveWhy(paid.split(' ')[0] ?? '', from.symbol)
              : text.preview.swap
          }`}
        </p>
      ) : null}
      <p className={failedHere ? 'status error' : 'status'} role="status">
        {statusText}
      </p>
      <button
        type="button"
        className="primary full"
        disabled={busy || !action.run}
        aria-busy={busy}
        onClick={action.run}
      >
        {action.label}
      </button>
    </div>
  )
}
