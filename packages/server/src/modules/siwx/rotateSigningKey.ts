import type { Kek } from '../../platform/crypto/kekList'
import type { Database } from '../../platform/db/Database'
import { addSigningKey } from './signingKeyRing'
import { KEY_PUBLISH_AHEAD_MS } from './signingKeyRules'
import { siwxStore } from './store'

/**
 * Adds a signing key under the current KEK (the first of `keks`). It is published at once and signs 5 minutes
 * later, when every cached JWKS holds it (the very first key signs at once); the older keys stay published
 * until their tokens have expired.
 */
export async function rotateSigningKey(
  db: Database,
  keks: readonly Kek[],
  now = Date.now(),
): Promise<{ kid: string; signsFrom: Date }> {
  const [current] = keks
  if (!current) throw new Error('LATCH_KEK is not set: signing keys are sealed under it')
  const first = (await siwxStore(db).signingKeys()).length === 0
  const kid = await addSigningKey(db, current, now)
  return { kid, signsFrom: new Date(first ? now : now + KEY_PUBLISH_AHEAD_MS) }
}
