import type { Kek } from '../../platform/crypto/kekList'
import { openKey, sealKey } from '../../platform/crypto/keyEnvelope'
import type { Database } from '../../platform/db/Database'
import { walletsStore } from './store'

/**
 * Re-wraps every key not under the current KEK (the first of `keks`) under it, `batchSize` rows per
 * transaction: a stop halfway leaves every row readable (old or new KEK), and running it again only does
 * what is left. A row whose KEK is not configured stops it with that KEK's id (it would never be re-wrapped).
 */
export async function rotateKeks(
  db: Database,
  keks: readonly Kek[],
  { batchSize = 100 }: { batchSize?: number } = {},
): Promise<{ rewrapped: number }> {
  const [current] = keks
  if (!current) throw new Error('LATCH_KEK is not set: no key to rotate to')
  let rewrapped = 0
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const store = walletsStore(tx)
      const keys = await store.keysNotUnder(current.id, batchSize)
      for (const key of keys) {
        const owner = { userId: key.userId, namespace: key.namespace }
        const privateKey = openKey(key.envelope, keks, owner)
        try {
          await store.rewrap(
            key.userId,
            key.namespace,
            key.envelope.kekId,
            sealKey(privateKey, current, owner),
          )
        } finally {
          privateKey.fill(0)
        }
      }
      return keys.length
    })
    rewrapped += done
    if (done < batchSize) return { rewrapped }
  }
}
