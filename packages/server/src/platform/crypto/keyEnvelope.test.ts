import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { generateKek, type Kek, parseKekList } from './kekList'
import { KeyUnavailableError, openKey, sealKey } from './keyEnvelope'

const kek = (id: string): Kek => {
  const parsed = parseKekList(generateKek(id))
  if (!('keks' in parsed) || !parsed.keks[0]) throw new Error('no kek')
  return parsed.keks[0]
}

describe('sealKey / openKey (AES-256-GCM under a KEK)', () => {
  const k1 = kek('k1')
  const alice = { userId: 'alice', namespace: 'eip155' }

  it('opens what it sealed, for the same owner, with the KEK the envelope names', () => {
    const secret = randomBytes(32)
    const envelope = sealKey(secret, k1, alice)
    expect(envelope.kekId).toBe('k1')
    expect(envelope.iv).toHaveLength(12)
    expect(envelope.authTag).toHaveLength(16)
    expect(envelope.ciphertext).toHaveLength(32)
    expect(envelope.ciphertext.equals(secret)).toBe(false)
    expect(openKey(envelope, [kek('k2'), k1], alice).equals(secret)).toBe(true)
  })

  it('uses a fresh IV each time: the same key seals to different ciphertexts', () => {
    const secret = randomBytes(32)
    const [a, b] = [sealKey(secret, k1, alice), sealKey(secret, k1, alice)]
    expect(a.iv.equals(b.iv)).toBe(false)
    expect(a.ciphertext.equals(b.ciphertext)).toBe(false)
  })

  it('refuses another owner, another namespace, a changed byte and a KEK it does not have', () => {
    const envelope = sealKey(randomBytes(32), k1, alice)
    expect(() => openKey(envelope, [k1], { userId: 'bob', namespace: 'eip155' })).toThrow(
      KeyUnavailableError,
    )
    expect(() => openKey(envelope, [k1], { userId: 'alice', namespace: 'solana' })).toThrow(
      'a wallet key failed authentication',
    )
    const flipped = Buffer.from(envelope.ciphertext)
    flipped[0] = (flipped[0] ?? 0) ^ 1
    expect(() => openKey({ ...envelope, ciphertext: flipped }, [k1], alice)).toThrow(
      KeyUnavailableError,
    )
    expect(() => openKey(envelope, [kek('k2')], alice)).toThrow(
      'the key-encryption key k1 is not configured',
    )
    // Same id, other key material (an operator's mistake): authentication fails, nothing is returned.
    expect(() => openKey(envelope, [kek('k1')], alice)).toThrow(KeyUnavailableError)
  })
})
