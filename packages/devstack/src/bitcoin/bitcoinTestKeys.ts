import { HDKey } from '@scure/bip32'
import { type NETWORK, p2tr, p2wpkh } from '@scure/btc-signer'
import { testSeed } from '../testSeed'

/** Bitcoin Core's regtest parameters: bech32 HRP `bcrt`, base58 versions shared with testnet. */
export const bitcoinRegtestNetwork: typeof NETWORK = {
  bech32: 'bcrt',
  pubKeyHash: 0x6f,
  scriptHash: 0xc4,
  wif: 0xef,
}

export type BitcoinTestAccount = {
  /** The BIP-32 path, coin type 1 (every test network). */
  path: string
  /** The secp256k1 private key (32 bytes), as `@scure/btc-signer`'s `Transaction.sign` takes it. */
  privateKey: Uint8Array
  /** The compressed public key (33 bytes); for P2TR, its x coordinate is the BIP-86 internal key. */
  publicKey: Uint8Array
  /** The regtest address (`bcrt1q…` for P2WPKH, `bcrt1p…` for P2TR). */
  address: string
  /** The output script the address stands for. */
  script: Uint8Array
}

export type BitcoinTestKey = {
  /** P2WPKH at m/84'/1'/0'/0/index (BIP-84): the payment account. */
  payment: BitcoinTestAccount
  /** P2TR at m/86'/1'/0'/0/index (BIP-86, key path only): the ordinal account. */
  ordinal: BitcoinTestAccount
}

let root: HDKey | undefined
/** The derived parents (`m/84'/1'/0'/0`, …): each account is then one derivation, not five. */
const parents = new Map<string, HDKey>()

function account(path: string, kind: 'p2wpkh' | 'p2tr'): BitcoinTestAccount {
  root ??= HDKey.fromMasterSeed(testSeed())
  const cut = path.lastIndexOf('/')
  const parentPath = path.slice(0, cut)
  const parent = parents.get(parentPath) ?? root.derive(parentPath)
  parents.set(parentPath, parent)
  const key = parent.deriveChild(Number(path.slice(cut + 1)))
  if (!key.privateKey || !key.publicKey) throw new Error(`No private key at ${path}`)
  const payment =
    kind === 'p2wpkh'
      ? p2wpkh(key.publicKey, bitcoinRegtestNetwork)
      : p2tr(key.publicKey.subarray(1), undefined, bitcoinRegtestNetwork)
  if (!payment.address) throw new Error(`No address at ${path}`)
  return {
    path,
    privateKey: key.privateKey,
    publicKey: key.publicKey,
    address: payment.address,
    script: payment.script,
  }
}

/**
 * Bitcoin test key #index of the test mnemonic: its P2WPKH payment account and its P2TR ordinal account, on the
 * paths Xverse, Leather and Sparrow use for a test network. Pure and synchronous, for Node and the browser (the
 * sample wallet signs with it). The regtest ledger funds each of the ten with 1 BTC per account at start.
 */
export function bitcoinTestKey(index: number): BitcoinTestKey {
  if (!Number.isInteger(index) || index < 0 || index > 9)
    throw new Error(`There are ten Bitcoin test keys (0–9), not #${index}`)
  return {
    payment: account(`m/84'/1'/0'/0/${index}`, 'p2wpkh'),
    ordinal: account(`m/86'/1'/0'/0/${index}`, 'p2tr'),
  }
}

/**
 * The account the regtest ledger's coinbases pay by default: m/84'/1'/0'/1/0 (the first change address of the
 * same mnemonic), none of the ten test keys, so mining changes no test key's balance.
 */
export function bitcoinMinerAccount(): BitcoinTestAccount {
  return account(`m/84'/1'/0'/1/0`, 'p2wpkh')
}
