import { formatBalance, groupTransactions, shortenAddress, type Transaction } from '@latch/core'
import { useEffect, useRef } from 'react'
import { Spinner } from '../../components/Spinner'
import { useMessages } from '../../i18n/MessagesContext'
import { useLatchInstance } from '../../LatchContext'
import { TokenIcon } from './TokenIcon'
import { useAccountData } from './useAccountData'
import { useWatchedAccount } from './useWatchedAccount'

/** The account's history grouped by year and month, newest first, loading more as the end scrolls into view. */
export function ActivityTab() {
  const latch = useLatchInstance()
  const messages = useMessages()
  const account = useWatchedAccount('activity')
  const activity = useAccountData((state) => state.activity)
  const sentinel = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = sentinel.current
    const data = latch.getAccountData()
    if (!element || !data || !account || !activity.next) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void data.loadMoreActivity(account)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [latch, account, activity.next])

  if (activity.status === 'idle' || activity.status === 'loading')
    return <Spinner label={messages.modal.loading} />
  if (activity.transactions.length === 0)
    return (
      <p className="empty">
        {activity.status === 'error'
          ? messages.account.activityUnavailable
          : messages.account.noActivity}
      </p>
    )

  const monthName = new Intl.DateTimeFormat(messages.locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return (
    <>
      {groupTransactions(activity.transactions).map((group) => (
        <section
          key={`${group.year}-${group.month}`}
          aria-label={monthName.format(Date.UTC(group.year, group.month))}
        >
          <h3 className="group-title">{monthName.format(Date.UTC(group.year, group.month))}</h3>
          <ul className="rows">
            {group.transactions.map((transaction) => (
              <ActivityRow key={transaction.id} transaction={transaction} />
            ))}
          </ul>
        </section>
      ))}
      <div ref={sentinel}>
        {activity.loadingMore ? <Spinner label={messages.account.loadingMore} /> : null}
      </div>
    </>
  )
}

function ActivityRow({ transaction }: { transaction: Transaction }) {
  const messages = useMessages()
  const transfer = transaction.transfers[0]
  const direction = transfer?.direction ?? 'self'
  const symbol = transfer?.fungible_info?.symbol ?? transfer?.nft_info?.name ?? ''
  const counterparty =
    direction === 'in' ? transaction.metadata.sentFrom : transaction.metadata.sentTo
  const time = new Date(transaction.metadata.minedAt)
  return (
    <li className="row">
      <TokenIcon symbol={symbol || '?'} url={transfer?.fungible_info?.icon?.url} />
      <span className="main">
        <span>
          {messages.account.activityTitle[direction]}
          {transaction.metadata.status === 'failed' ? ` · ${messages.account.failed}` : ''}
        </span>
        <span className="sub">
          {direction === 'in' ? messages.account.from : messages.account.to}{' '}
          {shortenAddress(counterparty)}
        </span>
      </span>
      <span className="side">
        <span>
          {direction === 'out' ? '−' : direction === 'in' ? '+' : ''}
          {transfer ? formatBalance(transfer.quantity.numeric) : ''} {symbol}
        </span>
        <time className="sub" dateTime={transaction.metadata.minedAt}>
          {Number.isNaN(time.getTime())
            ? ''
            : time.toLocaleDateString(messages.locale, { day: 'numeric', month: 'short' })}
        </time>
      </span>
    </li>
  )
}
