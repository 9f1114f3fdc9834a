import { parseBitcoinMessage } from './parseBitcoinMessage'
import type { SiwxVerifier } from './SiwxVerifier'
import { verifyBitcoinSignature } from './verifyBitcoinSignature'

/**
 * Sign-In With Bitcoin: the CAIP-122 text core writes for a `bip122:` account, and its BIP-322 (or legacy BIP-137)
 * signature checked offline against the address, so no node is asked and the answer is never `'unavailable'`.
 */
export const bitcoinVerifier: SiwxVerifier = {
  namespace: 'bip122',
  parse: parseBitcoinMessage,
  async verify({ message, text, signature }) {
    return verifyBitcoinSignature({ address: message.accountAddress, message: text, signature })
  },
}
