import { type Address, getTransactionEncoder, type SignatureBytes } from '@solana/kit'
import {
  decodeSolanaWireTransaction,
  type SolanaTransactionProblem,
} from './decodeSolanaWireTransaction'

/**
 * Puts `signer`'s signature of the message in its slot, keeping every other signer's (a co-signed transaction
 * stays co-signed). A transaction whose required signers do not include `signer.address` is refused, never
 * signed: its message would verify nowhere, and signing bytes nobody asked this user for is what a phishing
 * page would want.
 */
export function signSolanaTransaction(
  wire: Uint8Array,
  signer: { address: string; sign(message: Uint8Array): Uint8Array },
): { signature: Uint8Array; transaction: Uint8Array } | SolanaTransactionProblem {
  const decoded = decodeSolanaWireTransaction(wire)
  if ('problem' in decoded) return decoded
  if (!Object.hasOwn(decoded.signatures, signer.address))
    return { problem: "does not ask for this user's signature" }
  const signature = signer.sign(new Uint8Array(decoded.messageBytes))
  const transaction = getTransactionEncoder().encode({
    ...decoded,
    signatures: {
      ...decoded.signatures,
      [signer.address as Address]: signature as SignatureBytes,
    },
  })
  return { signature, transaction: new Uint8Array(transaction) }
}
