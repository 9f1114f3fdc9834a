import { PENDING_TRANSACTION_POLL_MS } from '../constants'
import { type Scheduler, timeoutScheduler } from './scheduler'

/**
 * behaviour.md §4, §9: watches pending transactions by polling `check` every 30 s (by default). It is off until
 * `start()`, and stops by itself after `maxChecks` polls or when `check` says nothing is pending any more.
 */
export function createPendingTransactionWatcher(parameters: {
  check: () => Promise<{ pending: number }>
  maxChecks: number
  intervalMs?: number
  schedule?: Scheduler
}) {
  const intervalMs = parameters.intervalMs ?? PENDING_TRANSACTION_POLL_MS
  const schedule = parameters.schedule ?? timeoutScheduler
  let cancel: (() => void) | undefined
  let checks = 0

  const tick = async () => {
    checks++
    const result = await parameters.check().catch(() => ({ pending: 1 }))
    if (!cancel) return
    if (result.pending === 0 || checks >= parameters.maxChecks) cancel = undefined
    else cancel = schedule(() => void tick(), intervalMs)
  }

  return {
    get running() {
      return cancel !== undefined
    },
    get checks() {
      return checks
    },
    start() {
      if (cancel) return
      checks = 0
      cancel = schedule(() => void tick(), intervalMs)
    },
    stop() {
      cancel?.()
      cancel = undefined
    },
  }
}
