import type { Latch } from '../createLatch'
import type { AccountState } from '../state/deriveAccount'
import { getAccount } from './getAccount'

/**
 * Follows the derived accounts and tells the other features what changed, through the instance's events. Each
 * namespace's adapter connects and disconnects on its own (behaviour.md §14), so `connected` / `disconnected` are per
 * namespace; `networkChanged` and `accountChanged` follow the active account, which the modal shows, and so also
 * fire when the visitor makes another namespace the active one. Returns the teardown.
 */
export function watchAccount(latch: Latch): () => void {
  const accountsOf = () =>
    latch.adapters.map((adapter) => getAccount(latch, { namespace: adapter.namespace }))
  let previousAccounts = accountsOf()
  let previous = getAccount(latch)
  return latch.subscribe(() => {
    const accounts = accountsOf()
    const account = getAccount(latch)
    if (account === previous && accounts.every((a, i) => a === previousAccounts[i])) return
    const [beforeAccounts, before] = [previousAccounts, previous]
    // Recorded before emitting: a listener that changes the state again sees this change as done.
    previousAccounts = accounts
    previous = account
    accounts.forEach((now, i) => {
      const then = beforeAccounts[i] as AccountState
      if (!then.isConnected && now.isConnected) latch.events.emit('connected', { account: now })
      if (then.isConnected && !now.isConnected)
        latch.events.emit('disconnected', { previous: then })
    })
    if (account === before) return
    if (account.isConnected && account.caipNetworkId !== before.caipNetworkId)
      latch.events.emit('networkChanged', { account, previous: before })
    latch.events.emit('accountChanged', { account, previous: before })
  })
}
