import {
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Transaction,
} from '@solana/kit'

/** The most a Solana transaction may take on the wire (the network's packet limit). */
export const SOLANA_TRANSACTION_MAX_BYTES = 1232

/** A wire transaction's problem, in words for the 400 that names `params.transaction`. */
export type SolanaTransactionProblem = { problem: string }

/**
 * The wire transaction (legacy or v0) as kit reads it, or why it is none: kit refuses it, or bytes follow its
 * message (kit's transaction decoder takes everything after the signatures as the message; a whole message
 * followed by more is no transaction a node runs).
 */
export function decodeSolanaWireTransaction(
  bytes: Uint8Array,
): Transaction | SolanaTransactionProblem {
  if (bytes.length > SOLANA_TRANSACTION_MAX_BYTES)
    return { problem: `more than ${SOLANA_TRANSACTION_MAX_BYTES} bytes` }
  try {
    const transaction = getTransactionDecoder().decode(bytes)
    const [, end] = getCompiledTransactionMessageDecoder().read(transaction.messageBytes, 0)
    if (end !== transaction.messageBytes.length)
      return { problem: 'bytes follow the transaction message' }
    return transaction
  } catch {
    return { problem: 'not a Solana wire transaction' }
  }
}
