import { createPrivateKey, createPublicKey, type KeyObject, randomBytes, sign } from 'node:crypto'
import { getBase58Decoder } from '@solana/kit'

/** An ed25519 seed's PKCS#8 DER is this fixed header and the 32 bytes (RFC 8410). */
const PKCS8_ED25519_HEADER = Buffer.from('302e020100300506032b657004220420', 'hex')

export const SOLANA_SEED_BYTES = 32

/** A new ed25519 seed (the 32-byte private key of a Solana account): the caller zeroes it after use. */
export function newSolanaSeed(): Buffer {
  return randomBytes(SOLANA_SEED_BYTES)
}

/** A Solana account's signing side, from its seed; node:crypto only (no key in a JavaScript string). */
export type SolanaSigner = {
  /** The 32-byte public key. */
  publicKey: Buffer
  /** The public key in base58: the account's address. */
  address: string
  /** The ed25519 signature (64 bytes) of `message`. */
  sign(message: Uint8Array): Uint8Array
  /**
   * The 64-byte secret (seed ‖ public key) in base58, as Phantom and `solana-keygen` keep it: for the export.
   * The one result that holds key material.
   */
  secretKey(): string
}

/**
 * The signer of `seed`. The DER copy made to import it is zeroed at once; OpenSSL keeps its own copy inside the
 * KeyObject until the object is collected, which, as with viem's hex string on the EVM side, the zeroing of the
 * caller's Buffer cannot reach: use the signer for one request and drop it.
 */
export function solanaSigner(seed: Buffer): SolanaSigner {
  if (seed.length !== SOLANA_SEED_BYTES) throw new Error('an ed25519 seed is 32 bytes')
  const der = Buffer.concat([PKCS8_ED25519_HEADER, seed])
  let privateKey: KeyObject
  try {
    privateKey = createPrivateKey({ key: der, format: 'der', type: 'pkcs8' })
  } finally {
    der.fill(0)
  }
  const { x } = createPublicKey(privateKey).export({ format: 'jwk' })
  const publicKey = Buffer.from(x ?? '', 'base64url')
  if (publicKey.length !== 32) throw new Error('node:crypto gave no ed25519 public key')
  return {
    publicKey,
    address: getBase58Decoder().decode(publicKey),
    sign: (message) => new Uint8Array(sign(null, message, privateKey)),
    secretKey() {
      const secret = Buffer.concat([seed, publicKey])
      try {
        return getBase58Decoder().decode(secret)
      } finally {
        secret.fill(0)
      }
    },
  }
}
