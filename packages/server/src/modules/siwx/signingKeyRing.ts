import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto'
import { calculateJwkThumbprint, type JWK } from 'jose'
import type { Kek } from '../../platform/crypto/kekList'
import { openKey, sealKey } from '../../platform/crypto/keyEnvelope'
import type { Sql } from '../../platform/db/Database'
import { needsNewKey, publishedKeys, signingKey } from './signingKeyRules'
import { type StoredSigningKey, siwxStore } from './store'

/** The keys are read from the database at most this often per process (several instances share them). */
const KEYS_CACHE_MS = 30_000

/** A published key: what `/.well-known/jwks.json` lists. */
export type PublicSigningKey = JWK & { kid: string; alg: 'ES256'; use: 'sig' }

/** The associated data of a signing key's envelope: bound to its kid, apart from any wallet key. */
const keyOwner = (kid: string) => ({ userId: `siwx-signing-key:${kid}`, namespace: 'siwx' })

/**
 * A fresh ES256 (P-256) key, its private half sealed under `kek` and its kid the public JWK's RFC 7638
 * thumbprint, stored in the shared table.
 */
export async function addSigningKey(sql: Sql, kek: Kek, now: number): Promise<string> {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwk = publicKey.export({ format: 'jwk' }) as JWK
  const kid = await calculateJwkThumbprint(jwk)
  const publicJwk: PublicSigningKey = { ...jwk, kid, alg: 'ES256', use: 'sig' }
  const der = privateKey.export({ format: 'der', type: 'pkcs8' })
  try {
    await siwxStore(sql).addSigningKey({
      kid,
      publicJwk: JSON.stringify(publicJwk),
      envelope: sealKey(der, kek, keyOwner(kid)),
      kekId: kek.id,
      createdAt: now,
    })
  } finally {
    der.fill(0)
  }
  return kid
}

/**
 * The session tokens' signing keys, shared by every instance through the database (behaviour.md §12.4): the newest
 * active key signs; a new one is added when the newest is 30 days old (or under a retired KEK) and published 5 minutes
 * before it signs; the JWKS keeps older keys until their tokens have expired. Private keys are opened with the
 * KEK only to sign, and kept in memory as KeyObjects (they print as nothing).
 */
export function signingKeyRing(options: {
  db: Sql
  keks: readonly Kek[]
  now: () => number
  tokenLifetimeMs: number
}) {
  const { db, keks, now, tokenLifetimeMs } = options
  const store = siwxStore(db)
  let cached: { keys: StoredSigningKey[]; readAt: number } | undefined
  const opened = new Map<string, KeyObject>()
  let adding: Promise<unknown> | undefined

  async function keys(): Promise<StoredSigningKey[]> {
    const time = now()
    if (cached && time - cached.readAt < KEYS_CACHE_MS && time >= cached.readAt) return cached.keys
    cached = { keys: await store.signingKeys(), readAt: time }
    return cached.keys
  }

  /** Adds a key when the rules say so; concurrent callers of this process share one addition. */
  async function rotateIfDue(current: Kek) {
    if (!needsNewKey(await keys(), now(), current.id)) return
    // Due by this process's copy: read again, another instance may have added the key already.
    cached = undefined
    if (!needsNewKey(await keys(), now(), current.id)) return
    adding ??= addSigningKey(db, current, now()).finally(() => {
      adding = undefined
      cached = undefined
    })
    await adding
  }

  return {
    /** Whether tokens can be signed here: a KEK is configured. */
    get available() {
      return keks.length > 0
    },
    /** The key that signs now, opened; undefined when no KEK is configured. */
    async signer(): Promise<{ kid: string; key: KeyObject } | undefined> {
      const [current] = keks
      if (!current) return undefined
      await rotateIfDue(current)
      // A key under a KEK the server no longer has cannot sign: the one just added under the current KEK does.
      const usable = (await keys()).filter((key) => keks.some((kek) => kek.id === key.kekId))
      const key = signingKey(usable, now())
      if (!key) return undefined
      const open = opened.get(key.kid)
      if (open) return { kid: key.kid, key: open }
      const der = openKey(key.envelope, keks, keyOwner(key.kid))
      try {
        const privateKey = createPrivateKey({ key: der, format: 'der', type: 'pkcs8' })
        opened.set(key.kid, privateKey)
        return { kid: key.kid, key: privateKey }
      } finally {
        der.fill(0)
      }
    },
    /** The public keys to publish (and to verify tokens with). */
    async published(): Promise<PublicSigningKey[]> {
      return publishedKeys(await keys(), now(), tokenLifetimeMs).map(
        (key) => JSON.parse(key.publicJwk) as PublicSigningKey,
      )
    },
  }
}
export type SigningKeyRing = ReturnType<typeof signingKeyRing>
