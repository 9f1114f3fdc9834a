import { Verifier } from 'bip322-js'

/** Base64 as wallets send it; a BIP-322 witness of one key is far below the cap. */
const base64 = /^[A-Za-z0-9+/]{1,4000}={0,2}$/

/**
 * Whether `signature` (base64: a BIP-322 simple signature, or a 65-byte BIP-137 one from wallets that sign the
 * legacy way) is `address`'s signature of `message`, checked offline with bip322-js. bip322-js throws on what it
 * does not support (an address type, a malformed signature): that is a signature that does not verify. Never
 * throws.
 */
export function verifyBitcoinSignature(input: {
  address: string
  message: string
  signature: string
}): boolean {
  if (!base64.test(input.signature)) return false
  try {
    return Verifier.verifySignature(input.address, input.message, input.signature)
  } catch {
    return false
  }
}
