import { shortenAddress, type Transaction } from '@latch/core'
import { getAccountData } from '@latch/core/account'
import { formatAmount, plural } from '@latch/core/locale'
import { useEffect } from 'react'
import { accountViews } from '../../i18n/en/accountViews'
import { relativeTime } from '../../i18n/relativeTime'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import { TokenIcon } from './TokenIcon'
import { useAccountData } from './useAccountData'

/**
 * One transaction of the Activity tab: what happened and with whom, the amount and the day. An NFT amount is a
 * count, so a whole number (`+5 Latch Items #1`); a token amount shows 3 decimals (behaviour.md §9). Beside what
 * happened, its state where it is not plainly done: failed, pending, or its confirmations where the namespace
 * counts them (behaviour.md §2.5).
 */
export function ActivityRow({ transaction }: { transaction: Transaction }) {
  const latch = useLatchInstance()
  const messages = useViewMessages('account', accountViews)
  const transfer = transaction.transfers[0]
  const direction = transfer?.direction ?? 'self'
  const symbol = transfer?.fungible_info?.symbol ?? transfer?.nft_info?.name ?? ''
  const counterparty =
    direction === 'in' ? transaction.metadata.sentFrom : transaction.metadata.sentTo
  // The other account's name where it has one (its identity, as the Account header shows the connected one's).
  const name = useAccountData((state) => state.names[counterparty.toLowerCase()])
  useEffect(() => {
    if (counterparty) void getAccountData(latch)?.loadName(counterparty)
  }, [latch, counterparty])
  const sign = direction === 'out' ? '−' : direction === 'in' ? '+' : ''
  const amount = transfer
    ? `${sign}${formatAmount(transfer.quantity.numeric, transfer.nft_info ? 0 : undefined, messages.locale)} ${symbol}`
    : ''
  const time = new Date(transaction.metadata.minedAt)
  const { status, confirmations } = transaction.metadata
  const state =
    status === 'failed'
      ? messages.account.failed
      : status === 'pending' || confirmations === 0
        ? messages.account.pending
        : confirmations !== undefined && Number.isSafeInteger(confirmations) && confirmations > 0
          ? plural(messages.account.confirmations, confirmations, messages.locale)
          : undefined
  return (
    <li className="row">
      <TokenIcon symbol={symbol || '?'} url={transfer?.fungible_info?.icon?.url} />
      <span className="main">
        <span>
          {messages.account.activityTitle[direction]}
          {state ? ` · ${state}` : ''}
        </span>
        <span className="sub" title={counterparty}>
          {/* One piece of text: the address is a run of left-to-right letters, which stays whole in Arabic. */}
          {`${direction === 'in' ? messages.account.from : messages.account.to} ${name ?? shortenAddress(counterparty)}`}
        </span>
      </span>
      <span className="side">
        <bdi title={amount}>{amount}</bdi>
        <time className="sub" dateTime={transaction.metadata.minedAt}>
          {Number.isNaN(time.getTime()) ? '' : relativeTime(time, Date.now(), messages.locale)}
        </time>
      </span>
    </li>
  )
}
