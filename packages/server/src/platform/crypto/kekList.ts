import { createSecretKey, type KeyObject, randomBytes } from 'node:crypto'

/** A key-encryption key: wraps the wallets' private keys (AES-256-GCM). */
export type Kek = { readonly id: string; readonly key: KeyObject }

const KEK_BYTES = 32
const kekId = /^[A-Za-z0-9_-]{1,32}$/
const base64 = /^[A-Za-z0-9+/]+={0,2}$/

/**
 * `LATCH_KEK`: comma-separated `id:base64key` entries, the current one first (new keys are wrapped under it; the
 * others only unwrap until `kek:rotate` has re-wrapped their rows). Returns the keys, or the first problem in
 * words that never repeat a key. The key material is held as a `KeyObject`: it prints as nothing in a log
 * line or a JSON dump of the configuration.
 */
export function parseKekList(text: string): { keks: Kek[] } | { problem: string } {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 0) return { problem: 'no key: expected id:base64key[,id:base64key…]' }
  const keks: Kek[] = []
  for (const [index, entry] of entries.entries()) {
    const where = `entry ${index + 1}`
    const colon = entry.indexOf(':')
    const id = colon < 0 ? '' : entry.slice(0, colon)
    const encoded = colon < 0 ? '' : entry.slice(colon + 1)
    if (!kekId.test(id))
      return { problem: `${where}: expected id:base64key, the id 1–32 of A-Z a-z 0-9 _ -` }
    if (keks.some((kek) => kek.id === id)) return { problem: `${where}: the id ${id} is repeated` }
    if (!base64.test(encoded)) return { problem: `${where} (${id}): the key is not base64` }
    const bytes = Buffer.from(encoded, 'base64')
    const length = bytes.length
    const key = length === KEK_BYTES ? createSecretKey(bytes) : undefined
    bytes.fill(0)
    if (!key)
      return { problem: `${where} (${id}): the key is ${length} bytes, AES-256 needs ${KEK_BYTES}` }
    keks.push({ id, key })
  }
  return { keks }
}

/** A fresh `LATCH_KEK` entry (`id:base64key`), for the dev stack's data directory and for operators. */
export function generateKek(id = `k${new Date().toISOString().slice(0, 10).replaceAll('-', '')}`) {
  if (!kekId.test(id)) throw new Error('A KEK id is 1–32 of A-Z a-z 0-9 _ -')
  return `${id}:${randomBytes(KEK_BYTES).toString('base64')}`
}
