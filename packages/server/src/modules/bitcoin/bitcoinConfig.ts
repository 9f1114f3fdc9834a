import { knownBitcoinChains } from '@latch/bitcoin'
import { z } from 'zod'
import { type NamespaceClaim, readNamespaceEntries } from '../../platform/config/NamespaceClaim'
import type { ModuleConfigReader } from '../../platform/ServerModule'

/** Bitcoin Core's regtest (`bip122:` and its genesis hash's first 32 hex digits): the dev stack's ledger. */
const devRegtestNetwork = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
/** Where the dev stack's regtest ledger serves its Esplora API (@latch/devstack `startBitcoinRegtest`). */
const devEsploraUrl = 'http://127.0.0.1:3002'

/** A bip122 CAIP-2 id: `bip122:` and the first 32 hex digits of the genesis hash. */
export const bitcoinNetworkId = /^bip122:[0-9a-f]{32}$/

/** A network Latch knows the address spelling of (mainnet, testnet3, testnet4, signet, regtest). */
const bitcoinNetwork = z
  .string()
  .regex(bitcoinNetworkId)
  .refine((id) => Object.hasOwn(knownBitcoinChains, id))

const bitcoinChainSchema = z.strictObject({
  caipNetworkId: bitcoinNetwork,
  /** An Esplora API's base (Blockstream's, mempool.space's, an own electrs, the dev stack's ledger). */
  esploraUrl: z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, '')),
})

const bitcoinTokenSchema = z.strictObject({
  asset: z.string().regex(/^bip122:[0-9a-f]{32}:native$/),
  priceUsd: z.number().nonnegative().finite().optional(),
})

/** A Bitcoin network served by the data API (`LATCH_CHAINS` bip122 entries). */
export type BitcoinChainConfig = z.output<typeof bitcoinChainSchema>

/** Bitcoin's settings: the networks its data API serves, each through an Esplora API. */
export type BitcoinConfig = { chains: BitcoinChainConfig[] }

declare module '../../platform/ServerModule' {
  interface ModuleConfigs {
    bitcoin: BitcoinConfig
  }
}

/** The bip122 namespace's claim: its entries of LATCH_CHAINS and LATCH_TOKENS, and the dev stack's regtest. */
export const bitcoinClaim: NamespaceClaim = {
  namespace: 'bip122',
  devChains: [{ caipNetworkId: devRegtestNetwork, esploraUrl: devEsploraUrl }],
  // Regtest coins are worth nothing; a price lets the dev stack show values as mainnet would.
  devTokens: [{ asset: `${devRegtestNetwork}:native`, priceUsd: 60_000 }],
}

/** Reads the bip122 entries the platform handed over; a bad one names its variable. */
export const readBitcoinConfig: ModuleConfigReader<BitcoinConfig> = (_env, platform) => {
  const { chains } = readNamespaceEntries(platform.namespaces.bip122, {
    chain: bitcoinChainSchema,
    chainRule: `a bip122 entry is { caipNetworkId, esploraUrl }, caipNetworkId one of ${Object.keys(knownBitcoinChains).join(', ')}`,
    token: bitcoinTokenSchema,
    tokenRule: 'a bip122 asset is bip122:<ref>:native, with priceUsd?',
  })
  return { chains }
}
