/**
 * How a Bitcoin network spells its addresses: the bech32 human-readable part of its segwit addresses and the version
 * bytes of its base58 ones (Bitcoin Core's chainparams: mainnet `bc`, 0x00, 0x05; testnet4 and signet `tb`, 0x6f,
 * 0xc4; regtest `bcrt`, 0x6f, 0xc4).
 */
export type BitcoinAddressFormat = {
  readonly bech32: string
  readonly pubKeyHash: number
  readonly scriptHash: number
}

export const mainnetAddressFormat: BitcoinAddressFormat = {
  bech32: 'bc',
  pubKeyHash: 0x00,
  scriptHash: 0x05,
}

/** testnet3, testnet4 and signet share it: an address names no one of them. */
export const testnetAddressFormat: BitcoinAddressFormat = {
  bech32: 'tb',
  pubKeyHash: 0x6f,
  scriptHash: 0xc4,
}

export const regtestAddressFormat: BitcoinAddressFormat = {
  bech32: 'bcrt',
  pubKeyHash: 0x6f,
  scriptHash: 0xc4,
}
