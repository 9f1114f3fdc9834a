import { formatUsd, getNetwork, shortenAddress } from '@latch/core'
import { formatAmount } from '@latch/core/locale'
import {
  estimateSendFee,
  fromBaseUnits,
  sendAsset,
  sendTotalUsd,
  toBaseUnits,
  usdValue,
} from '@latch/core/send'
import { useEffect, useState } from 'react'
import { Spinner } from '../../components/Spinner'
import { sendViews } from '../../i18n/en/sendViews'
import { useMessages } from '../../i18n/MessagesContext'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import { useViewParams } from '../../modal/useViewParams'
import { useLatchState } from '../../state/useLatchState'
import { sendCss } from './sendCss'
import { useSendableTokens } from './useSendableTokens'

/** Fraction digits of a fee in the native asset: enough to see gwei-sized fees. */
const FEE_DECIMALS = 6

/**
 * WalletSendPreview (behaviour.md §13.1): what is sent, to whom, on which network, the network fee (native and USD) and
 * the total in USD. Send asks the wallet (one request at a time); a rejection or failure stays here to retry.
 */
export default function WalletSendPreviewView() {
  const latch = useLatchInstance()
  const text = useViewMessages('send', sendViews).send
  const { locale } = useMessages()
  const draft = useViewParams('WalletSendPreview')
  const send = useLatchState((state) => state.send)
  const { tokens } = useSendableTokens()
  const [fee, setFee] = useState<{ status: 'loading' | 'ready' | 'unavailable'; value?: bigint }>({
    status: 'loading',
  })

  useEffect(() => {
    if (!draft) return
    let current = true
    setFee({ status: 'loading' })
    void estimateSendFee(latch, draft).then((value) => {
      if (current)
        setFee(value === undefined ? { status: 'unavailable' } : { status: 'ready', value })
    })
    return () => {
      current = false
    }
  }, [latch, draft])

  if (!draft) return <Spinner label={text.preview.estimating} />
  const network = getNetwork(latch, draft.caipNetworkId)
  const native = tokens.find((token) => token.isNative)
  const nativeSymbol = network?.nativeCurrency.symbol ?? native?.symbol ?? ''
  const nativeDecimals = network?.nativeCurrency.decimals ?? native?.decimals ?? 18
  const parsed = toBaseUnits(draft.amount, draft.token.decimals)
  const amount = parsed.ok ? parsed.value : 0n
  const amountUsd = usdValue(amount, draft.token.decimals, draft.token.price)
  const feeUsd =
    fee.value === undefined ? undefined : usdValue(fee.value, nativeDecimals, native?.price)
  const total =
    fee.value === undefined
      ? undefined
      : sendTotalUsd({
          amount,
          decimals: draft.token.decimals,
          price: draft.token.price,
          fee: fee.value,
          nativeDecimals,
          nativePrice: native?.price,
        })
  const pending = send.status === 'pending'
  const statusText =
    send.status === 'pending'
      ? text.preview.pending
      : send.status === 'rejected'
        ? text.preview.rejected
        : send.status === 'failed'
          ? text.preview.failed(send.error ?? '')
          : ''

  return (
    <div className="send">
      <style>{sendCss}</style>
      <dl>
        <dt>{text.preview.sending}</dt>
        <dd>
          {`${draft.amount} ${draft.token.symbol}`}
          {amountUsd === undefined ? null : (
            <span className="note"> ({formatUsd(amountUsd, locale)})</span>
          )}
        </dd>
        <dt>{text.preview.to}</dt>
        {/* A name is shown with the address it resolved to, which is what is sent (behaviour.md §13.1). */}
        <dd className="address-text">
          {draft.name ? `${draft.name} (${shortenAddress(draft.to)})` : draft.to}
        </dd>
        <dt>{text.preview.network}</dt>
        <dd>{network?.name ?? draft.caipNetworkId}</dd>
        {draft.feeSpeed ? (
          <>
            <dt>{text.preview.feeSpeed}</dt>
            <dd>{text.feeSpeed[draft.feeSpeed]}</dd>
          </>
        ) : null}
        <dt>{text.preview.fee}</dt>
        <dd>
          {fee.status === 'loading'
            ? text.preview.estimating
            : fee.value === undefined
              ? text.preview.feeUnavailable
              : `${formatAmount(fromBaseUnits(fee.value, nativeDecimals), FEE_DECIMALS, locale)} ${nativeSymbol}${
                  feeUsd === undefined ? '' : ` (${formatUsd(feeUsd, locale)})`
                }`}
        </dd>
        <dt>{text.preview.total}</dt>
        <dd>
          {total !== undefined
            ? formatUsd(total, locale)
            : fee.status === 'loading'
              ? text.preview.estimating
              : text.preview.unknownTotal}
        </dd>
      </dl>
      <p
        className={
          send.status === 'rejected' || send.status === 'failed' ? 'status error' : 'status'
        }
        role="status"
      >
        {statusText}
      </p>
      <button
        type="button"
        className="primary full"
        disabled={pending}
        aria-busy={pending}
        onClick={() => void sendAsset(latch, draft)}
      >
        {send.status === 'rejected' || send.status === 'failed'
          ? text.preview.retry
          : text.preview.send}
      </button>
    </div>
  )
}
