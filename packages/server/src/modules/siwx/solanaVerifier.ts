import { parseSolanaMessage } from './parseSolanaMessage'
import type { SiwxVerifier } from './SiwxVerifier'
import { verifySolanaSignature } from './verifySolanaSignature'

/**
 * Sign-In With Solana (behaviour.md §12.3): the CAIP-122 text core writes for a `solana:` account, and its Ed25519
 * signature checked offline against the address (a Solana account's public key), so no node is asked and the
 * answer is never `'unavailable'`.
 */
export const solanaVerifier: SiwxVerifier = {
  namespace: 'solana',
  parse: parseSolanaMessage,
  async verify({ message, text, signature }) {
    return verifySolanaSignature({ address: message.accountAddress, message: text, signature })
  },
}
