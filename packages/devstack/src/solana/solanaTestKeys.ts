import { ed25519 } from '@noble/curves/ed25519'
import { hmac } from '@noble/hashes/hmac'
import { sha512 } from '@noble/hashes/sha512'
import { base58 } from '@scure/base'
import { testSeed } from '../testSeed'

const hardened = 0x8000_0000

/**
 * SLIP-0010 ed25519 derivation (hardened indices only, as ed25519 allows): the 32-byte private key at `path`.
 * Written here because it is ten lines on top of @noble/hashes; the HD packages on npm are secp256k1 only.
 */
function deriveEd25519(seed: Uint8Array, path: readonly number[]): Uint8Array {
  let digest = hmac(sha512, new TextEncoder().encode('ed25519 seed'), seed)
  for (const index of path) {
    const data = new Uint8Array(37)
    data.set(digest.subarray(0, 32), 1)
    new DataView(data.buffer).setUint32(33, (index | hardened) >>> 0)
    digest = hmac(sha512, digest.subarray(32), data)
  }
  return digest.slice(0, 32)
}

export type SolanaTestKey = {
  /** The ed25519 private key (32 bytes), as `@solana/kit`'s `createKeyPairFromPrivateKeyBytes` takes it. */
  privateKey: Uint8Array
  /** The base58 address (the public key). */
  address: string
}

/**
 * Solana test key #index of the test mnemonic, on the path Phantom and Solflare use (m/44'/501'/index'/0'). Pure and
 * synchronous, for Node and the browser (the sample wallet signs with it).
 */
export function solanaTestKey(index: number): SolanaTestKey {
  if (!Number.isInteger(index) || index < 0 || index > 9)
    throw new Error(`There are ten Solana test keys (0–9), not #${index}`)
  const privateKey = deriveEd25519(testSeed(), [44, 501, index, 0])
  return { privateKey, address: base58.encode(ed25519.getPublicKey(privateKey)) }
}
