import { solanaNamespace } from '@latch/core/adapter'
import { isAddress } from '@solana/kit'
import { parseCaip122Message } from './parseCaip122Message'
import type { SiwxMessage } from './SiwxMessage'

/**
 * Reads a Sign-In With Solana message (parseCaip122Message): the account a 32-byte base58 address, the Chain ID
 * CAIP-2's Solana reference (the genesis hash's first 32 base58 characters).
 */
export const parseSolanaMessage = (text: string): SiwxMessage | { problem: string } =>
  parseCaip122Message(text, {
    descriptor: solanaNamespace,
    // A Solana account is a 32-byte public key; any network's.
    isAccount: (address) => isAddress(address),
    chainReference: /^[1-9A-HJ-NP-Za-km-z]{32}$/,
    addressProblem: 'The message names no Solana address (32 bytes in base58)',
    chainReferenceProblem:
      'The message’s Chain ID is not a Solana network (the first 32 base58 characters of its genesis hash)',
  })
