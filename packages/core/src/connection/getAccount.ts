import type { ChainNamespace } from '../caip/chainNamespace'
import type { Latch } from '../createLatch'
import { perInstance } from '../instance/perInstance'
import { currentView } from '../modal/currentView'
import { type AccountState, deriveAccount } from '../state/deriveAccount'
import { adapterOf } from './adapterOf'

export type GetAccountParameters = {
  /**
   * The namespace whose account to read (behaviour.md §14: one connection per namespace); the active one when absent.
   */
  namespace?: ChainNamespace | undefined
}

const cacheOf = perInstance(
  (_: Latch) =>
    new Map<ChainNamespace, { connection: unknown; browsing: boolean; account: AccountState }>(),
)

/**
 * The account of a namespace's adapter (the active one by default), derived from its connection (the adapter owns
 * that state). The same object while nothing changes, so React can read it with useSyncExternalStore.
 */
export function getAccount(latch: Latch, parameters: GetAccountParameters = {}): AccountState {
  const namespace = parameters.namespace ?? latch.getState().activeNamespace
  const cache = cacheOf(latch)
  const connection = adapterOf(latch, namespace).getConnection()
  const browsing = connection.status === 'connecting' && isBrowsing(latch)
  const cached = cache.get(namespace)
  if (cached && cached.connection === connection && cached.browsing === browsing)
    return cached.account
  const account = deriveAccount(
    namespace,
    browsing ? { ...connection, status: 'disconnected' } : connection,
    latch.networks,
  )
  cache.set(namespace, { connection, browsing, account })
  return account
}

/**
 * A pairing prepared ahead of a tap keeps the adapter `connecting` while the visitor only browses AllWallets: the
 * account is not connecting until the visitor picks a wallet (its connecting view shows the attempt).
 */
function isBrowsing(latch: Latch): boolean {
  const { connectAttempt } = latch.getState()
  return (
    connectAttempt?.status === 'pending' &&
    connectAttempt.prepared === true &&
    currentView(latch) !== 'ConnectingWalletConnect'
  )
}
