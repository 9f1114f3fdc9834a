import type { Latch } from '../createLatch'
import { perInstance } from '../instance/perInstance'
import { type AccountState, deriveAccount } from '../state/deriveAccount'
import { activeAdapter } from './adapterOf'

const cacheOf = perInstance((_: Latch) => ({
  connection: undefined as unknown,
  account: undefined as AccountState | undefined,
}))

/**
 * The account of the active adapter, derived from its connection (the adapter owns that state). The same object
 * while nothing changes, so React can read it with useSyncExternalStore.
 */
export function getAccount(latch: Latch): AccountState {
  const cache = cacheOf(latch)
  const connection = activeAdapter(latch).getConnection()
  if (!cache.account || cache.connection !== connection) {
    cache.connection = connection
    cache.account = deriveAccount(connection, latch.networks)
  }
  return cache.account
}
