import { fetchBalance } from '../account/fetchBalance'
import { getAccountData } from '../account/getAccountData'
import { capability } from '../connection/capability'
import { getAccount } from '../connection/getAccount'
import { PENDING_TRANSACTION_POLL_MS, TRANSACTION_CONFIRM_TIMEOUT_MS } from '../constants'
import type { Latch } from '../createLatch'
import type { Network } from '../network/Network'
import { type Scheduler, timeoutScheduler } from '../timing/scheduler'
import type { TransactionOutcome } from '../transactions/TransactionWaiter'
import * as sendToasts from './sendToasts'

/** Polls of a transaction still pending after the confirm wait, 30 s apart (behaviour.md §9): five minutes in all. */
export const PENDING_SEND_MAX_CHECKS = 10
/** How long one poll of the pending watcher waits for the receipt. */
const POLL_WAIT_MS = 1_000

/**
 * After a send (behaviour.md §4, §9): waits up to 25 s for the transaction to be mined; success or an on-chain failure
 * shows as a toast and refreshes the balances past their caches and the Activity tab. Not mined by then is not a
 * failure: the toast says it is still pending and the pending-transaction watcher (off until now) polls every
 * 30 s until it is mined or gives up. Resolves with how it ended (`pending` when the watcher gave up).
 */
export async function watchTransaction(
  latch: Latch,
  parameters: {
    network: Network
    hash: string
    success: string
    schedule?: Scheduler
    intervalMs?: number
  },
): Promise<TransactionOutcome> {
  const { network, hash } = parameters
  const send = capability(latch, network.chainNamespace, 'send')
  const wait = async (timeoutMs: number): Promise<TransactionOutcome> => {
    if (!send) return 'pending'
    return send
      .then((waiter) => waiter.waitForTransaction({ network, hash, timeoutMs }))
      .catch((error: unknown) => {
        console.warn('Latch: the transaction could not be followed', error)
        return 'pending' as const
      })
  }
  const mark = (status: 'success' | 'reverted' | 'stillPending' | 'unknown') => {
    const { send } = latch.getState()
    if (send.transaction?.hash === hash)
      latch.store.setState({ send: { ...send, transaction: { ...send.transaction, status } } })
  }
  const finish = async (outcome: 'success' | 'reverted') => {
    mark(outcome)
    if (outcome === 'success') latch.toasts.show('success', parameters.success)
    else latch.toasts.show('error', sendToasts.reverted)
    await refreshAfterSend(latch, network)
    return outcome
  }

  const first = await wait(TRANSACTION_CONFIRM_TIMEOUT_MS)
  if (first !== 'pending') return finish(first)

  mark('stillPending')
  latch.toasts.show('loading', sendToasts.stillPending)
  // The pending watcher (behaviour.md §4, §9), started only now: every 30 s, at most PENDING_SEND_MAX_CHECKS polls.
  // Its own loop rather than timing/createPendingTransactionWatcher, which the main entry re-exports: importing
  // it from this lazy chunk would move it into every app's first paint.
  const schedule = parameters.schedule ?? timeoutScheduler
  const intervalMs = parameters.intervalMs ?? PENDING_TRANSACTION_POLL_MS
  for (let check = 1; check <= PENDING_SEND_MAX_CHECKS; check++) {
    await new Promise<void>((resolve) => schedule(resolve, intervalMs))
    const outcome = await wait(POLL_WAIT_MS)
    if (outcome !== 'pending') return finish(outcome)
  }
  // The watcher gives up: the toast goes, Activity shows the transaction whenever it is mined.
  mark('unknown')
  if (latch.toasts.getToast()?.message === sendToasts.stillPending) latch.toasts.hide()
  return 'pending'
}

/** Balances past their caches (the sent token's included: `forceUpdate`), the native balance and Activity. */
async function refreshAfterSend(latch: Latch, network: Network): Promise<void> {
  const { address, caipNetworkId } = getAccount(latch)
  if (!address || caipNetworkId !== network.caipNetworkId) return
  const account = { address, caipNetworkId }
  const data = getAccountData(latch)
  await Promise.all([
    data?.loadTokens(account, { force: true }),
    data?.loadActivity(account, { fresh: true, silent: true }),
    fetchBalance(latch, { force: true }),
  ])
}
