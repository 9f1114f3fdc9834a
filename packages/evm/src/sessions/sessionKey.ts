import { secp256k1 } from '@noble/curves/secp256k1'
import { bytesToHex, concat, getAddress, hexToBytes, keccak256, stringToBytes } from 'viem'

type Hex = `0x${string}`

/** An app's session key: its address, and how it signs a user operation's hash (EIP-191, as SimpleAccount checks). */
export type SessionKey = { address: Hex; signHash(hash: Hex): Promise<Hex> }

/**
 * A new secp256k1 key (or the one given), kept in this closure (the page's memory) only. Signed with noble directly, not viem's
 * local accounts: those bring viem's transaction and typed-data signing, which esbuild splits into every app's
 * first paint through viem's barrel (`npm run test:size`).
 */
export function newSessionKey(
  privateKey: Uint8Array = secp256k1.utils.randomPrivateKey(),
): SessionKey {
  const publicKey = secp256k1.getPublicKey(privateKey, false)
  const address = getAddress(`0x${keccak256(publicKey.slice(1)).slice(-40)}`)
  return {
    address,
    async signHash(hash) {
      const digest = keccak256(
        concat([stringToBytes('\x19Ethereum Signed Message:\n32'), hexToBytes(hash)]),
      )
      const signature = secp256k1.sign(hexToBytes(digest), privateKey, { lowS: true })
      return `${bytesToHex(signature.toCompactRawBytes())}${(27 + signature.recovery).toString(16)}` as Hex
    },
  }
}
