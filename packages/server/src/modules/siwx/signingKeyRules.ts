/** The newest signing key is replaced once it is this old (behaviour.md §12.4). */
export const KEY_ROTATION_MS = 30 * 24 * 3600_000
/**
 * A new key is published this long before it signs: the JWKS may be cached for 5 minutes (its Cache-Control),
 * so every cached copy already holds the key a token names.
 */
export const KEY_PUBLISH_AHEAD_MS = 5 * 60_000

export type KeyAge = { kid: string; kekId: string; createdAt: number }

/** When a key starts signing: its creation plus the publication lead, except the very first key (no JWKS yet). */
const activeFrom = (key: KeyAge, first: boolean) =>
  first ? key.createdAt : key.createdAt + KEY_PUBLISH_AHEAD_MS

/** Oldest first, ties by kid, so every instance orders the shared keys alike. */
const byAge = (keys: readonly KeyAge[]) =>
  [...keys].sort((a, b) => a.createdAt - b.createdAt || a.kid.localeCompare(b.kid))

/** The key that signs now: the newest one already active; undefined when there is none yet. */
export function signingKey<Key extends KeyAge>(keys: readonly Key[], now: number): Key | undefined {
  const sorted = byAge(keys) as Key[]
  let signer: Key | undefined
  for (const [index, key] of sorted.entries()) if (activeFrom(key, index === 0) <= now) signer = key
  return signer
}

/**
 * Whether to add a key: none yet, or the newest is older than the rotation period, or the newest is sealed
 * under a KEK that is no longer the current one (so retiring an old KEK retires the keys under it too).
 */
export function needsNewKey(keys: readonly KeyAge[], now: number, currentKekId: string): boolean {
  const newest = byAge(keys).at(-1)
  if (!newest) return true
  return now - newest.createdAt >= KEY_ROTATION_MS || newest.kekId !== currentKekId
}

/**
 * The keys the JWKS publishes: the active one, the ones about to sign, and every older key until the tokens
 * it may have signed have expired (it stopped signing when its successor became active; its tokens live at
 * most `tokenLifetimeMs` after that).
 */
export function publishedKeys<Key extends KeyAge>(
  keys: readonly Key[],
  now: number,
  tokenLifetimeMs: number,
): Key[] {
  const sorted = byAge(keys) as Key[]
  return sorted.filter((_key, index) => {
    const successor = sorted[index + 1]
    if (!successor) return true
    return activeFrom(successor, false) + tokenLifetimeMs > now
  })
}
