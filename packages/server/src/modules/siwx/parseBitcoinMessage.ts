import { bitcoinNamespace, decodeBitcoinAddress, knownBitcoinChains } from '@latch/bitcoin'
import type { CaipNetworkId } from '@latch/core'
import { parseCaip122Message } from './parseCaip122Message'
import type { SiwxMessage } from './SiwxMessage'

/** The address kinds whose signatures bip322-js checks: BIP-322 simple (segwit, taproot), BIP-137 (legacy). */
const checkable = new Set(['p2wpkh', 'p2tr', 'p2sh', 'p2pkh'])

/**
 * Reads a Sign-In With Bitcoin message (parseCaip122Message, CAIP-122's `Bitcoin` profile): the account an address
 * of the message's own network whose signature can be checked (P2WPKH, P2TR, P2SH-P2WPKH, P2PKH; not P2WSH),
 * the Chain ID CAIP-2's bip122 reference (the genesis hash's first 32 hex digits) of a network Latch knows.
 */
export const parseBitcoinMessage = (text: string): SiwxMessage | { problem: string } =>
  parseCaip122Message(text, {
    descriptor: bitcoinNamespace,
    // Asked without a network: an address of any network Latch knows; with one: of that network.
    isAccount: (address, caipNetworkId?: CaipNetworkId) =>
      Object.entries(knownBitcoinChains).some(([id, { format }]) => {
        if (caipNetworkId !== undefined && id !== caipNetworkId) return false
        const kind = decodeBitcoinAddress(address, format)
        return kind !== undefined && checkable.has(kind)
      }),
    chainReference: /^[0-9a-f]{32}$/,
    addressProblem:
      'The message names no Bitcoin address that Latch can check (P2WPKH, P2TR, P2SH-P2WPKH or P2PKH)',
    chainReferenceProblem:
      'The message’s Chain ID is not a Bitcoin network (the first 32 hex digits of its genesis hash)',
  })
