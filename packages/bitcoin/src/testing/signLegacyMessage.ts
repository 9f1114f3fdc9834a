import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils'

/**
 * The legacy Bitcoin signed-message hash (Bitcoin Core's `signmessage`, BIP-137): double SHA-256 of the magic
 * prefix and the message, each after its length (both short here: one-byte lengths up to 252).
 */
export function legacyMessageHash(message: Uint8Array): Uint8Array {
  const prefix = utf8ToBytes('Bitcoin Signed Message:\n')
  const length = (bytes: Uint8Array) => {
    if (bytes.length > 252) throw new Error('The test signer takes messages of up to 252 bytes')
    return Uint8Array.of(bytes.length)
  }
  return sha256(sha256(concatBytes(length(prefix), prefix, length(message), message)))
}

/** A BIP-137 signature of a P2WPKH key: header 39 + recovery id, then r and s. */
export function signLegacyMessage(message: Uint8Array, privateKey: Uint8Array): Uint8Array {
  const signature = secp256k1.sign(legacyMessageHash(message), privateKey)
  return concatBytes(Uint8Array.of(39 + signature.recovery), signature.toCompactRawBytes())
}

/** The compressed public key a BIP-137 signature was made with. */
export function recoverLegacySigner(message: Uint8Array, signature: Uint8Array): Uint8Array {
  const header = signature[0] ?? 0
  return secp256k1.Signature.fromCompact(signature.slice(1))
    .addRecoveryBit((header - 27) & 3)
    .recoverPublicKey(legacyMessageHash(message))
    .toRawBytes(true)
}
