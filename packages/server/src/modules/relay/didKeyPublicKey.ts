const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
// The multicodec prefix of an Ed25519 public key (0xed, as a varint).
const ED25519_PREFIX = [0xed, 0x01] as const

function base58Decode(text: string): Uint8Array | undefined {
  let value = 0n
  for (const char of text) {
    const digit = BASE58_ALPHABET.indexOf(char)
    if (digit < 0) return undefined
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  for (; value > 0n; value /= 256n) bytes.unshift(Number(value % 256n))
  // Each leading '1' stands for a leading zero byte.
  const zeros = text.length - text.replace(/^1+/, '').length
  return Uint8Array.from([...Array<number>(zeros).fill(0), ...bytes])
}

/**
 * The Ed25519 public key a `did:key` names (`did:key:z` + base58btc of 0xed01 + the 32-byte key), the form the
 * WalletConnect clients put in their JWT's `iss`; undefined for anything else.
 */
export function didKeyPublicKey(did: string): Uint8Array | undefined {
  if (!did.startsWith('did:key:z') || did.length > 80) return undefined
  const bytes = base58Decode(did.slice('did:key:z'.length))
  if (bytes?.length !== 34 || bytes[0] !== ED25519_PREFIX[0] || bytes[1] !== ED25519_PREFIX[1])
    return undefined
  return bytes.subarray(2)
}
