import { getCompiledTransactionMessageDecoder } from '@solana/kit'

/**
 * Whether `bytes` are, whole, a Solana transaction message (legacy or v0). A transaction's signature is the
 * signature of its message's bytes, so signing such a "message" signs a transaction: solana_signMessage refuses
 * it (the reason Solana's off-chain message format starts with "\xffsolana offchain"), and the app asks for
 * solana_signTransaction, whose approval shows a transaction. A text practically never reads as one: its first
 * bytes would have to count signers and accounts, and every length after them match to the last byte.
 */
export function isSolanaTransactionMessage(bytes: Uint8Array): boolean {
  try {
    const [, end] = getCompiledTransactionMessageDecoder().read(bytes, 0)
    return end === bytes.length
  } catch {
    return false
  }
}
