import type { FastifyBaseLogger } from 'fastify'
import type { Kek } from '../../platform/crypto/kekList'
import { KeyUnavailableError, openKey } from '../../platform/crypto/keyEnvelope'
import type { NamespaceKeys } from './NamespaceWallet'
import type { Namespace, WalletKeyRecord, WalletsStore } from './store'
import { walletErrors } from './walletErrors'

/**
 * The users' keys: found in the store, or made by the namespace's wallet (`newKey`) and sealed under the current
 * KEK on first use; opened for one use under whichever KEK sealed them (rotation, behaviour.md §11.4).
 */
export function createWalletKeyVault({
  store,
  keks,
  log,
  newKey,
}: {
  store: WalletsStore
  keks: readonly Kek[]
  log: Pick<FastifyBaseLogger, 'error'>
  newKey(userId: string, namespace: Namespace, kek: Kek): WalletKeyRecord
}) {
  async function keyFor(userId: string, namespace: Namespace): Promise<WalletKeyRecord> {
    const found = await store.findKey(userId, namespace)
    if (found) return found
    const [kek] = keks
    if (!kek) throw walletErrors.unavailable()
    const record = newKey(userId, namespace, kek)
    if (await store.insertKey(record)) return record
    // Another request created this user's key first (the primary key refused ours): use that one.
    const winner = await store.findKey(userId, namespace)
    if (!winner) throw new Error('a wallet key was neither inserted nor found')
    return winner
  }

  function decrypt(key: WalletKeyRecord): Buffer {
    try {
      return openKey(key.envelope, keks, { userId: key.userId, namespace: key.namespace })
    } catch (error) {
      if (!(error instanceof KeyUnavailableError)) throw error
      log.error({ userId: key.userId, reason: error.message }, 'wallet key unavailable')
      throw walletErrors.unavailable()
    }
  }

  return {
    /** The keys of one namespace, for its wallet. */
    in: (namespace: Namespace): NamespaceKeys => ({
      keyFor: (userId) => keyFor(userId, namespace),
      decrypt,
    }),
  }
}
