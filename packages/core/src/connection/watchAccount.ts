import type { Latch } from '../createLatch'
import { getAccount } from './getAccount'

/**
 * Follows the derived account and tells the other features what changed, through the instance's events:
 * `connected` / `disconnected`, then `networkChanged`, then `accountChanged`. Returns the teardown.
 */
export function watchAccount(latch: Latch): () => void {
  let previous = getAccount(latch)
  return latch.subscribe(() => {
    const account = getAccount(latch)
    if (account === previous) return
    const before = previous
    previous = account
    if (!before.isConnected && account.isConnected) latch.events.emit('connected', { account })
    if (before.isConnected && !account.isConnected)
      latch.events.emit('disconnected', { previous: before })
    if (account.isConnected && account.caipNetworkId !== before.caipNetworkId)
      latch.events.emit('networkChanged', { account, previous: before })
    latch.events.emit('accountChanged', { account, previous: before })
  })
}
