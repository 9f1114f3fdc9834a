import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import type { Kek } from './kekList'

/** A private key as stored: AES-256-GCM under one KEK. */
export type KeyEnvelope = {
  ciphertext: Buffer
  iv: Buffer
  authTag: Buffer
  kekId: string
}

/** Which key of whom: bound into the envelope as associated data. */
export type KeyOwner = { userId: string; namespace: string }

const IV_BYTES = 12

/**
 * The associated data: a row copied to another user (or another namespace) fails authentication instead of
 * handing that user this key. Versioned, so the binding can grow without ambiguity.
 */
function aad({ userId, namespace }: KeyOwner) {
  return Buffer.from(JSON.stringify(['latch-wallet-key/1', userId, namespace]))
}

/** Encrypts `plaintext` under `kek` for `owner`; a fresh random 96-bit IV each time. */
export function sealKey(plaintext: Buffer, kek: Kek, owner: KeyOwner): KeyEnvelope {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', kek.key, iv)
  cipher.setAAD(aad(owner))
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()])
  return { ciphertext, iv, authTag: cipher.getAuthTag(), kekId: kek.id }
}

/**
 * Decrypts an envelope with the KEK it names. The caller owns the returned Buffer and zeroes it after use.
 * Throws `KeyUnavailableError` (no such KEK configured, or the envelope fails authentication: tampered, or
 * not this owner's), never with key material in the message.
 */
export function openKey(envelope: KeyEnvelope, keks: readonly Kek[], owner: KeyOwner): Buffer {
  const kek = keks.find((candidate) => candidate.id === envelope.kekId)
  if (!kek)
    throw new KeyUnavailableError(`the key-encryption key ${envelope.kekId} is not configured`)
  const decipher = createDecipheriv('aes-256-gcm', kek.key, envelope.iv)
  decipher.setAAD(aad(owner))
  decipher.setAuthTag(envelope.authTag)
  const head = decipher.update(envelope.ciphertext)
  try {
    return Buffer.concat([head, decipher.final()])
  } catch {
    throw new KeyUnavailableError(
      'a wallet key failed authentication (altered, or not this owner’s)',
    )
  } finally {
    head.fill(0)
  }
}

/** A stored key that cannot be opened with this server's configuration. */
export class KeyUnavailableError extends Error {
  override name = 'KeyUnavailableError'
}
