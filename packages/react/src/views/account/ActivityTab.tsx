import { getAccountData, groupTransactions } from '@latch/core/account'
import { useEffect, useRef } from 'react'
import { Spinner } from '../../components/Spinner'
import { accountViews } from '../../i18n/en/accountViews'
import { monthHeader } from '../../i18n/monthHeader'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import { ActivityRow } from './ActivityRow'
import { useAccountData } from './useAccountData'
import { useWatchedAccount } from './useWatchedAccount'

/** The account's history grouped by year and month, newest first, loading more as the end scrolls into view. */
export function ActivityTab() {
  const latch = useLatchInstance()
  const messages = useViewMessages('account', accountViews)
  const account = useWatchedAccount('activity')
  const activity = useAccountData((state) => state.activity)
  const sentinel = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = sentinel.current
    const data = getAccountData(latch)
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

  return (
    <>
      {groupTransactions(activity.transactions).map((group) => (
        <section
          key={`${group.year}-${group.month}`}
          aria-label={monthHeader(group.year, group.month, messages.locale)}
        >
          <h3 className="group-title">{monthHeader(group.year, group.month, messages.locale)}</h3>
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
