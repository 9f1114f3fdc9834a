import type { CaipNetworkId } from '@latch/core'
import {
  type BitcoinAddressFormat,
  mainnetAddressFormat,
  regtestAddressFormat,
  testnetAddressFormat,
} from '../addresses/bitcoinAddressFormat'

/** A Wallet Standard chain identifier of Bitcoin (`bitcoin:mainnet`, `bitcoin:testnet`, `bitcoin:regtest`, …). */
export type BitcoinWalletChain = `bitcoin:${string}`

/** What Latch knows of a Bitcoin chain: its Wallet Standard name and how its addresses are spelled. */
export type KnownBitcoinChain = { walletChain: BitcoinWalletChain; format: BitcoinAddressFormat }

/**
 * The chains whose genesis hash is known, by CAIP-2 id. `@exodus/bitcoin-wallet-standard-chains` names mainnet,
 * testnet and regtest; testnet4 and signet take the names sats-connect gives them. `bitcoin:testnet` is testnet3.
 */
export const knownBitcoinChains: Readonly<Record<string, KnownBitcoinChain>> = {
  'bip122:000000000019d6689c085ae165831e93': {
    walletChain: 'bitcoin:mainnet',
    format: mainnetAddressFormat,
  },
  'bip122:000000000933ea01ad0ee984209779ba': {
    walletChain: 'bitcoin:testnet',
    format: testnetAddressFormat,
  },
  'bip122:00000000da84f2bafbbc53dee25a72ae': {
    walletChain: 'bitcoin:testnet4',
    format: testnetAddressFormat,
  },
  'bip122:00000008819873e925422c1ff0f99f7c': {
    walletChain: 'bitcoin:signet',
    format: testnetAddressFormat,
  },
  'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': {
    walletChain: 'bitcoin:regtest',
    format: regtestAddressFormat,
  },
}

/** The Wallet Standard chain a wallet knows a network by, when Latch knows it. */
export function walletStandardChainOf(caipNetworkId: string): BitcoinWalletChain | undefined {
  return Object.hasOwn(knownBitcoinChains, caipNetworkId)
    ? knownBitcoinChains[caipNetworkId]?.walletChain
    : undefined
}

/** The CAIP-2 id of a chain as a wallet lists it: a known Wallet Standard name, or a CAIP-2 `bip122` id itself. */
export function caipNetworkIdOfWalletChain(chain: unknown): CaipNetworkId | undefined {
  if (typeof chain !== 'string') return undefined
  if (/^bip122:[0-9a-f]{32}$/.test(chain)) return chain as CaipNetworkId
  for (const [caipNetworkId, known] of Object.entries(knownBitcoinChains))
    if (known.walletChain === chain) return caipNetworkId as CaipNetworkId
  return undefined
}
