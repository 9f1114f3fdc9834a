import { secp256k1 } from '@noble/curves/secp256k1'
import { type Hex, hexToBigInt, size, slice } from 'viem'

const halfOrder = secp256k1.CURVE.n >> 1n

/**
 * A 65-byte ECDSA signature (`r ‖ s ‖ v`) whose `s` is in the upper half of the curve order: the malleable twin
 * of a canonical one, which Ethereum refuses since EIP-2 (and OpenZeppelin's ECDSA too). Any other length is
 * not such a signature.
 */
export function hasHighS(signature: Hex): boolean {
  return size(signature) === 65 && hexToBigInt(slice(signature, 32, 64)) > halfOrder
}
