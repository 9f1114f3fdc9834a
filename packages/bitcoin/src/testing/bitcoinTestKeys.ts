import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync } from '@scure/bip39'
import { type NETWORK, p2tr, p2wpkh } from '@scure/btc-signer'

/** The standard test mnemonic of anvil and hardhat: public, for local chains only. */
const testMnemonic = 'test test test test test test test test test test test junk'

/** Regtest's address spelling (Bitcoin Core's chainparams). */
export const regtestNetwork: typeof NETWORK = {
  bech32: 'bcrt',
  pubKeyHash: 0x6f,
  scriptHash: 0xc4,
  wif: 0xef,
}

export type BitcoinTestKey = {
  /** P2WPKH at m/84'/1'/0'/0/i: the payment account. */
  payment: { address: string; publicKey: Uint8Array; privateKey: Uint8Array }
  /** P2TR at m/86'/1'/0'/0/i: the ordinal account (the key-path tweak of BIP-86, as btc-signer's p2tr). */
  ordinal: { address: string; publicKey: Uint8Array; privateKey: Uint8Array }
}

let root: HDKey | undefined

/**
 * Test key #index of the test mnemonic on regtest, as the dev stack's ledger funds them (issue 22: P2WPKH at
 * m/84'/1'/0'/0/i and P2TR at m/86'/1'/0'/0/i).
 */
export function bitcoinTestKey(index: number): BitcoinTestKey {
  root ??= HDKey.fromMasterSeed(mnemonicToSeedSync(testMnemonic))
  const key = (path: string) => {
    const { publicKey, privateKey } = root?.derive(path) ?? {}
    if (!publicKey || !privateKey) throw new Error(`No key at ${path}`)
    return { publicKey, privateKey }
  }
  const payment = key(`m/84'/1'/0'/0/${index}`)
  const ordinal = key(`m/86'/1'/0'/0/${index}`)
  const xOnly = ordinal.publicKey.slice(1)
  return {
    payment: { ...payment, address: requireAddress(p2wpkh(payment.publicKey, regtestNetwork)) },
    ordinal: {
      ...ordinal,
      publicKey: xOnly,
      address: requireAddress(p2tr(xOnly, undefined, regtestNetwork)),
    },
  }
}

function requireAddress(payment: { address?: string | undefined }): string {
  if (!payment.address) throw new Error('btc-signer gave no address')
  return payment.address
}
