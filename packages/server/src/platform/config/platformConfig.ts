import { z } from 'zod'
import { type Kek, parseKekList } from '../crypto/kekList'
import type { ListedToken } from '../tokens/createTokenList'
import { ConfigProblems } from './ConfigProblems'
import { booleanFlag, unsetIfEmpty } from './envValues'
import { type Env, readEnv } from './readEnv'

/** Base58 (no 0, O, I or l). A Solana CAIP-2 reference is the genesis hash's first 32 characters (CAIP-30). */
const base58 = '[1-9A-HJ-NP-Za-km-z]'
const solanaNetworkPattern = new RegExp(`^solana:${base58}{32}$`)

const chainSchema = z.object({
  caipNetworkId: z
    .string()
    .refine(
      (id) => /^eip155:\d{1,12}$/.test(id) || solanaNetworkPattern.test(id),
      'caipNetworkId must look like eip155:1 or solana:<32 base58 characters>',
    ),
  rpcUrl: z.url({ protocol: /^https?$/ }),
})

const tokenSchema = z
  .object({
    asset: z
      .string()
      .regex(
        new RegExp(
          `^(eip155:\\d{1,12}:(native|0x[0-9a-fA-F]{40})|solana:${base58}{32}:(native|${base58}{32,44}))$`,
        ),
        'asset must be eip155:<chain>:native, eip155:<chain>:0x<contract>, solana:<ref>:native or solana:<ref>:<mint>',
      ),
    priceUsd: z.number().nonnegative().finite().optional(),
    // A Solana mint's name (classic SPL mints carry none on chain; decimals come with every amount the node
    // reads). EVM tokens' are read from the contract.
    name: z.string().min(1).max(64).optional(),
    symbol: z.string().min(1).max(16).optional(),
  })
  .refine(
    (token) =>
      (token.asset.startsWith('solana:') && !token.asset.endsWith(':native')) ||
      (token.name === undefined && token.symbol === undefined),
    'name and symbol describe Solana mints only',
  )

const hexAddress = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address (0x and 40 hex digits)')
  .transform((address) => address.toLowerCase())

/** A chain served for swaps (modules/convert): its Uniswap V2 router, factory, WETH and USD stable. */
const swapChainSchema = z.object({
  caipNetworkId: z.string().regex(/^eip155:\d{1,12}$/, 'caipNetworkId must look like eip155:1'),
  router: hexAddress,
  factory: hexAddress,
  weth: hexAddress,
  /** The token worth 1 USD that prices are read against (modules/prices). */
  usdStable: hexAddress,
  /** The tradable ERC-20s; unset: the chain's contracts on the token list (LATCH_TOKENS). */
  tokens: z.array(hexAddress).max(200).optional(),
})

/** The dev stack's local Solana chain (@latch/devstack `startSolanaChain`; genesis sha256('latch-dev-solana')). */
const devSolanaNetwork = 'solana:DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp'
/** Its "Latch USD" mint (`solanaLocalUsdMint`: the key from sha256('latch-dev-solana-lusd'), every run). */
const devSolanaUsdMint = 'C96t1LAnvZJehRpqmcegwaKMTt6h3vscfJcqFs3hMmzB'

/** The dev chains' coins and test contracts (the same addresses on every fresh dev chain). */
const devTokens = [
  ...['eip155:31337', 'eip155:31338'].flatMap((chain) => [
    { asset: `${chain}:native`, priceUsd: 3000 },
    { asset: `${chain}:0x5fbdb2315678afecb367f032d93f642f64180aa3`, priceUsd: 1 },
    { asset: `${chain}:0xe7f1725e7734ce288f8367e1bb143e90bb3f0512`, priceUsd: 2.5 },
    { asset: `${chain}:0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0` },
    { asset: `${chain}:0xcf7ed3acca5a467e9e704c703e8d87f634fb0fc9` },
  ]),
  // No AMM on the local Solana chain: the operator's prices.
  { asset: `${devSolanaNetwork}:native`, priceUsd: 150 },
  {
    asset: `${devSolanaNetwork}:${devSolanaUsdMint}`,
    priceUsd: 1,
    name: 'Latch USD',
    symbol: 'LUSD',
  },
]

/** The platform's variables: what every module shares (README, "Configuration"). */
const platformSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  HOST: z.string().min(1).default('127.0.0.1'),
  LATCH_CHAINS: z
    .string()
    .default(
      JSON.stringify([
        { caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:8545' },
        { caipNetworkId: 'eip155:31338', rpcUrl: 'http://127.0.0.1:8546' },
        { caipNetworkId: devSolanaNetwork, rpcUrl: 'http://127.0.0.1:8899' },
      ]),
    )
    .transform((text, context) => {
      try {
        return z.array(chainSchema).parse(JSON.parse(text))
      } catch {
        context.addIssue({
          code: 'custom',
          message:
            'LATCH_CHAINS must be a JSON array of { caipNetworkId, rpcUrl }, caipNetworkId eip155:<chain id> or solana:<first 32 base58 characters of the genesis hash>',
        })
        return z.NEVER
      }
    }),
  LATCH_TOKENS: z
    .string()
    .default(JSON.stringify(devTokens))
    .transform((text, context) => {
      try {
        return z.array(tokenSchema).max(100_000).parse(JSON.parse(text))
      } catch {
        context.addIssue({
          code: 'custom',
          message:
            'LATCH_TOKENS must be a JSON array of { asset: "eip155:1:0x…" or "solana:<ref>:<mint>", priceUsd?, and for Solana mints name?, symbol? }',
        })
        return z.NEVER
      }
    }),
  LATCH_SWAP: z
    .string()
    .default('[]')
    .transform((text, context) => {
      try {
        return z.array(swapChainSchema).max(100).parse(JSON.parse(text))
      } catch {
        context.addIssue({
          code: 'custom',
          message:
            'LATCH_SWAP must be a JSON array of { caipNetworkId, router, factory, weth, usdStable, tokens? } (addresses 0x…)',
        })
        return z.NEVER
      }
    }),
  LATCH_DATA_DIR: z.string().min(1).default('.latch/data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//)
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//)
    .optional(),
  LATCH_SEED_DEMO_PROJECT: booleanFlag.default(false),
  LATCH_DEV_CLOCK: booleanFlag.default(false),
  LATCH_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'silent']).default('warn'),
  LATCH_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  LATCH_DATA_DIR_LOCK_WAIT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  LATCH_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  LATCH_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  LATCH_TRUST_PROXY: booleanFlag.default(false),
  LATCH_CLIENT_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(1_200),
  LATCH_FAILED_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  LATCH_RPC_MAX_GAS: z.coerce.number().int().min(21_000).default(25_000_000),
  LATCH_SECURE_SITE_URL: z
    .url({ protocol: /^https?$/ })
    .default('http://127.0.0.1:8788')
    .transform((url) => new URL(url).origin),
  LATCH_PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .default('http://localhost:8787')
    .transform((url) => url.replace(/\/+$/, '')),
  SMTP_URL: unsetIfEmpty(z.url({ protocol: /^smtps?$/ }).optional()),
  LATCH_SMTP_SINK_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  LATCH_MAIL_FROM: z.string().min(3).max(200).default('Latch <no-reply@latch.localhost>'),
  NODE_ENV: z.string().optional(),
  // The problem only: the value is a secret.
  LATCH_KEK: z
    .string()
    .optional()
    .transform((text, context) => {
      if (text === undefined || text.trim() === '') return []
      const parsed = parseKekList(text)
      if ('keks' in parsed) return parsed.keks
      context.addIssue({ code: 'custom', message: parsed.problem })
      return z.NEVER
    }),
})

/** An EVM chain served (`LATCH_CHAINS` eip155 entries). */
export type ChainConfig = { caipNetworkId: string; chainId: number; rpcUrl: string }

/** A Solana network served by the data API (`LATCH_CHAINS` solana entries, modules/solana). */
export type SolanaChainConfig = { caipNetworkId: string; rpcUrl: string }

/** A Solana mint on the operator's list, described there (classic SPL mints carry no name on chain). */
export type SolanaListedMint = {
  caipNetworkId: string
  /** Base58, case as given (Solana addresses are case-sensitive). */
  mint: string
  name?: string | undefined
  symbol?: string | undefined
}

/** A chain served for swaps (`LATCH_SWAP`), addresses lower case. */
export type SwapChainConfig = z.infer<typeof swapChainSchema>

/**
 * The platform's settings: what the process, its database, bus and limits need, and what several modules share
 * (chains, tokens, public URLs, keys). A module's own settings are its own (ModuleConfigs).
 */
export type PlatformConfig = {
  port: number
  host: string
  /** `NODE_ENV=production`: no development stand-in runs (the mail sink, the dev clock, a Host-derived URL). */
  production: boolean
  /** The EVM chains (eip155); what every EVM module serves. */
  chains: ChainConfig[]
  /** Solana: the networks its data API serves and the operator's descriptions of mints (modules/solana). */
  solana: { chains: SolanaChainConfig[]; mints: SolanaListedMint[] }
  /** The operator's token list: known tokens and their USD prices (Solana's too). */
  tokens: ListedToken[]
  /** Chains served for swaps and AMM prices (modules/convert, modules/prices, modules/balance); empty: none. */
  swap: SwapChainConfig[]
  dataDir: string
  databaseUrl?: string | undefined
  redisUrl?: string | undefined
  seedDemoProject: boolean
  /**
   * Tests only: `POST /dev/clock` (loopback) moves the server's clock forward, so a time rule (a cooldown) is
   * passed without waiting it out. Refused in production.
   */
  devClock: boolean
  logLevel: string
  /** Processes sharing the port (node:cluster); more than one needs PostgreSQL. */
  workers: number
  /** How long a start waits for another process to release the PGlite data directory. */
  dataDirLockWaitMs: number
  /** Behind a load balancer: take the client's address from X-Forwarded-For. */
  trustProxy: boolean
  /** What one client, one request and one transaction may cost (README, "Limits"). */
  limits: {
    requestTimeoutMs: number
    maxConnections: number
    clientRequestsPerMinute: number
    failedAuthPerMinute: number
    /** The gas one transaction may ask for: the RPC proxy's and the embedded wallet's. */
    rpcMaxGas: number
  }
  /** The server's public base URL, for the links it mails and the tokens it issues (never the request's Host). */
  publicUrl: string
  /** The secure site's origin (docs/embedded-wallet.md): the only caller of routes declared `caller: 'secureSite'`. */
  secureSiteOrigin: string
  /**
   * Outgoing mail: through `smtpUrl`, or unset (never in production), through the built-in SMTP sink on loopback
   * (`/dev/inbox`).
   */
  mail: { smtpUrl?: string | undefined; sinkPort: number; from: string }
  /**
   * `LATCH_KEK`, the current key first: seals the embedded wallets' keys and SIWX's signing keys
   * (docs/embedded-wallet.md, "Embedded wallet: custody"); empty outside production only (their routes answer 503).
   */
  keks: Kek[]
}

/** Reads the platform's variables; a bad value throws ConfigProblems naming it (never its secret). */
export function loadPlatformConfig(env: Env): PlatformConfig {
  const value = readEnv(platformSchema, env)
  const production = value.NODE_ENV === 'production'
  const unserved = value.LATCH_SWAP.find(
    (swap) => !value.LATCH_CHAINS.some((chain) => chain.caipNetworkId === swap.caipNetworkId),
  )
  if (unserved)
    throw new ConfigProblems([`LATCH_SWAP: ${unserved.caipNetworkId} is not one of LATCH_CHAINS`])
  if (value.LATCH_WORKERS > 1 && !value.DATABASE_URL)
    throw new ConfigProblems([
      'LATCH_WORKERS: several workers need DATABASE_URL (PGlite lives in one process)',
    ])
  if (production && value.LATCH_DEV_CLOCK)
    throw new ConfigProblems([
      'LATCH_DEV_CLOCK: a test aid that moves the clock, never in production',
    ])
  // Production needs what development stands in for (ASVS V14.3.2: no debug aid in production).
  const missingInProduction = [
    value.LATCH_KEK.length === 0 &&
      "LATCH_KEK: required in production, the key that encrypts the embedded wallets' keys (id:base64 of 32 random bytes, e.g. k1:$(openssl rand -base64 32))",
    !value.SMTP_URL &&
      'SMTP_URL: required in production, the mail server that sends login codes and device links (smtp[s]://[user:pass@]host:port); without it mail goes to the development sink and its /dev/inbox',
  ].filter((problem) => problem !== false)
  if (production && missingInProduction.length > 0) throw new ConfigProblems(missingInProduction)
  return {
    port: value.PORT,
    host: value.HOST,
    production,
    chains: value.LATCH_CHAINS.filter((chain) => chain.caipNetworkId.startsWith('eip155:')).map(
      (chain) => ({ ...chain, chainId: Number(chain.caipNetworkId.split(':')[1]) }),
    ),
    solana: {
      chains: value.LATCH_CHAINS.filter((chain) => chain.caipNetworkId.startsWith('solana:')),
      mints: value.LATCH_TOKENS.flatMap(({ asset, name, symbol }) => {
        const [namespace, reference, mint] = asset.split(':') as [string, string, string]
        return namespace === 'solana' && mint !== 'native'
          ? [{ caipNetworkId: `${namespace}:${reference}`, mint, name, symbol }]
          : []
      }),
    },
    tokens: value.LATCH_TOKENS.map(({ asset, priceUsd }) => {
      const [namespace, reference, address] = asset.split(':') as [string, string, string]
      return {
        caipNetworkId: `${namespace}:${reference}`,
        // EVM addresses are keyed lower case; base58 is case-sensitive and kept as given.
        address: namespace === 'eip155' ? address.toLowerCase() : address,
        priceUsd,
      }
    }),
    swap: value.LATCH_SWAP,
    dataDir: value.LATCH_DATA_DIR,
    databaseUrl: value.DATABASE_URL,
    redisUrl: value.REDIS_URL,
    seedDemoProject: value.LATCH_SEED_DEMO_PROJECT,
    devClock: value.LATCH_DEV_CLOCK,
    logLevel: value.LATCH_LOG_LEVEL,
    workers: value.LATCH_WORKERS,
    dataDirLockWaitMs: value.LATCH_DATA_DIR_LOCK_WAIT_MS,
    trustProxy: value.LATCH_TRUST_PROXY,
    limits: {
      requestTimeoutMs: value.LATCH_REQUEST_TIMEOUT_MS,
      maxConnections: value.LATCH_MAX_CONNECTIONS,
      clientRequestsPerMinute: value.LATCH_CLIENT_REQUESTS_PER_MINUTE,
      failedAuthPerMinute: value.LATCH_FAILED_AUTH_PER_MINUTE,
      rpcMaxGas: value.LATCH_RPC_MAX_GAS,
    },
    publicUrl: value.LATCH_PUBLIC_URL,
    secureSiteOrigin: value.LATCH_SECURE_SITE_URL,
    mail: {
      smtpUrl: value.SMTP_URL,
      sinkPort: value.LATCH_SMTP_SINK_PORT,
      from: value.LATCH_MAIL_FROM,
    },
    keks: value.LATCH_KEK,
  }
}
