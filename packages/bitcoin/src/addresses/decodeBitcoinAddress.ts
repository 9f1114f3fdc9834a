import { sha256 } from '@noble/hashes/sha2'
import { bech32, bech32m, createBase58check } from '@scure/base'
import type { BitcoinAddressFormat } from './bitcoinAddressFormat'

/** The output kinds Latch sends to and wallets connect with. */
export type BitcoinAddressType = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr'

const base58check = createBase58check(sha256)

/**
 * The kind of a Bitcoin address of the network `format` spells, or undefined when it is not one: segwit v0 in
 * bech32 (BIP-173: a 20-byte P2WPKH or 32-byte P2WSH program), v1 in bech32m (BIP-350: a 32-byte P2TR key), and
 * base58check P2PKH and P2SH (20-byte hashes after the network's version byte). Other witness versions are refused:
 * nothing spends them yet, so coins sent there could be taken by anyone once a soft fork defines them.
 */
export function decodeBitcoinAddress(
  input: string,
  format: BitcoinAddressFormat,
): BitcoinAddressType | undefined {
  // The HRP is case-insensitive (BIP-173: all upper or all lower case, as QR codes carry it).
  if (input.toLowerCase().startsWith(`${format.bech32}1`)) return decodeSegwit(input, format)
  return decodeBase58(input, format)
}

function decodeSegwit(input: string, format: BitcoinAddressFormat): BitcoinAddressType | undefined {
  const address = input as `${string}1${string}`
  const v0 = bech32.decodeUnsafe(address)
  const v1 = v0 ? undefined : bech32m.decodeUnsafe(address)
  const decoded = v0 ?? v1
  if (!decoded || decoded.prefix !== format.bech32) return undefined
  const [version, ...words] = decoded.words
  const program = bech32.fromWordsUnsafe(words)
  if (!program) return undefined
  // BIP-350: version 0 keeps bech32's checksum, every later version takes bech32m's.
  if (version === 0 && v0) {
    if (program.length === 20) return 'p2wpkh'
    if (program.length === 32) return 'p2wsh'
  }
  if (version === 1 && v1 && program.length === 32) return 'p2tr'
  return undefined
}

function decodeBase58(input: string, format: BitcoinAddressFormat): BitcoinAddressType | undefined {
  // A base58 address is 25 bytes: 26 to 35 characters; longer input is not decoded at all.
  if (input.length < 26 || input.length > 35) return undefined
  let payload: Uint8Array
  try {
    payload = base58check.decode(input)
  } catch {
    return undefined
  }
  if (payload.length !== 21) return undefined
  if (payload[0] === format.pubKeyHash) return 'p2pkh'
  if (payload[0] === format.scriptHash) return 'p2sh'
  return undefined
}
