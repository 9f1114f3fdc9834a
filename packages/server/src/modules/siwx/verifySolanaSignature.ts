import { createPublicKey, verify } from 'node:crypto'
import { getBase58Decoder, getBase58Encoder } from '@solana/kit'
import { isWeakEd25519PublicKey } from './isWeakEd25519PublicKey'

/** Base58 to bytes; undefined for a character outside the alphabet or a spelling that is not the canonical one. */
function base58Bytes(text: string): Uint8Array | undefined {
  try {
    const bytes = new Uint8Array(getBase58Encoder().encode(text))
    return getBase58Decoder().decode(bytes) === text ? bytes : undefined
  } catch {
    return undefined
  }
}

/**
 * Whether `signature` (base58, 64 bytes: what Wallet Standard's `solana:signMessage` answers, as @latch/solana
 * hands it on) is the Ed25519 signature of `message`'s UTF-8 bytes by the key that is the Solana `address`.
 * Offline: a Solana account's key is its address. A weak key (small order, non-canonical) never verifies.
 * Never throws.
 */
export function verifySolanaSignature(input: {
  address: string
  message: string
  signature: string
}): boolean {
  const signature = base58Bytes(input.signature)
  const key = base58Bytes(input.address)
  if (signature?.length !== 64 || key?.length !== 32 || isWeakEd25519PublicKey(key)) return false
  try {
    const publicKey = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(key).toString('base64url') },
      format: 'jwk',
    })
    return verify(null, Buffer.from(input.message, 'utf8'), publicKey, signature)
  } catch {
    return false
  }
}
