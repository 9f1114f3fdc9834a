import { z } from 'zod'
import { type NamespaceClaim, readNamespaceEntries } from '../../platform/config/NamespaceClaim'
import type { ModuleConfigReader } from '../../platform/ServerModule'

/** Base58 (no 0, O, I or l). A Solana CAIP-2 reference is the genesis hash's first 32 characters (CAIP-30). */
const base58 = '[1-9A-HJ-NP-Za-km-z]'

/** The dev stack's local Solana chain (@latch/devstack `startSolanaChain`; genesis sha256('latch-dev-solana')). */
const devSolanaNetwork = 'solana:DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp'
/** Its "Latch USD" mint (`solanaLocalUsdMint`: the key from sha256('latch-dev-solana-lusd'), every run). */
const devSolanaUsdMint = 'C96t1LAnvZJehRpqmcegwaKMTt6h3vscfJcqFs3hMmzB'

const solanaChainSchema = z.strictObject({
  caipNetworkId: z.string().regex(new RegExp(`^solana:${base58}{32}$`)),
  rpcUrl: z.url({ protocol: /^https?$/ }),
})

const solanaTokenSchema = z
  .strictObject({
    asset: z.string().regex(new RegExp(`^solana:${base58}{32}:(native|${base58}{32,44})$`)),
    priceUsd: z.number().nonnegative().finite().optional(),
    // A mint's name (classic SPL mints carry none on chain; decimals come with every amount the node reads).
    name: z.string().min(1).max(64).optional(),
    symbol: z.string().min(1).max(16).optional(),
  })
  .refine(
    (token) =>
      !token.asset.endsWith(':native') || (token.name === undefined && token.symbol === undefined),
  )

/** A Solana network served by the data API (`LATCH_CHAINS` solana entries). */
export type SolanaChainConfig = z.output<typeof solanaChainSchema>

/** A Solana mint on the operator's list, described there (classic SPL mints carry no name on chain). */
export type SolanaListedMint = {
  caipNetworkId: string
  /** Base58, case as given (Solana addresses are case-sensitive). */
  mint: string
  name?: string | undefined
  symbol?: string | undefined
}

/** Solana's settings: the networks its data API serves and the operator's descriptions of mints. */
export type SolanaConfig = { chains: SolanaChainConfig[]; mints: SolanaListedMint[] }

declare module '../../platform/ServerModule' {
  interface ModuleConfigs {
    solana: SolanaConfig
  }
}

/** The solana namespace's claim: its entries of LATCH_CHAINS and LATCH_TOKENS, and the dev stack's chain. */
export const solanaClaim: NamespaceClaim = {
  namespace: 'solana',
  devChains: [{ caipNetworkId: devSolanaNetwork, rpcUrl: 'http://127.0.0.1:8899' }],
  // No AMM on the local Solana chain: the operator's prices.
  devTokens: [
    { asset: `${devSolanaNetwork}:native`, priceUsd: 150 },
    {
      asset: `${devSolanaNetwork}:${devSolanaUsdMint}`,
      priceUsd: 1,
      name: 'Latch USD',
      symbol: 'LUSD',
    },
  ],
}

/** Reads the solana entries the platform handed over; a bad one names its variable. */
export const readSolanaConfig: ModuleConfigReader<SolanaConfig> = (_env, platform) => {
  const { chains, tokens } = readNamespaceEntries(platform.namespaces.solana, {
    chain: solanaChainSchema,
    chainRule:
      'a solana entry is { caipNetworkId, rpcUrl }, caipNetworkId solana:<first 32 base58 characters of the genesis hash>',
    token: solanaTokenSchema,
    tokenRule:
      'a solana asset is solana:<ref>:native or solana:<ref>:<mint> with priceUsd?, and for a mint name?, symbol?',
  })
  return {
    chains,
    mints: tokens.flatMap(({ asset, name, symbol }) => {
      const [namespace, reference, mint] = asset.split(':') as [string, string, string]
      return mint === 'native'
        ? []
        : [{ caipNetworkId: `${namespace}:${reference}`, mint, name, symbol }]
    }),
  }
}
