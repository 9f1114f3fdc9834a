import { z } from 'zod'
import { type Kek, parseKekList } from '../crypto/kekList'
import type { ListedToken } from '../tokens/createTokenList'
import { ConfigProblems } from './ConfigProblems'
import { booleanFlag, unsetIfEmpty } from './envValues'
import type { NamespaceClaim, NamespaceEntries } from './NamespaceClaim'
import { type Env, readEnv } from './readEnv'

/** A CAIP-2 id (namespace and reference): what every `LATCH_CHAINS` entry starts from. */
const caip2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
/** A CAIP-19-like asset: a CAIP-2 id, then `native` or the token's address in the namespace's own form. */
const assetOfNamespace = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-_.a-zA-Z0-9]{1,128}$/

/** An EVM chain entry: the platform's own namespace, served by the chain registry (platform/chains). */
const evmChainSchema = z.object({
  caipNetworkId: z.string().regex(/^eip155:\d{1,12}$/),
  rpcUrl: z.url({ protocol: /^https?$/ }),
})

/** An EVM token entry: names come from the contract, so the operator gives none. */
const evmTokenSchema = z.strictObject({
  asset: z.string().regex(/^eip155:\d{1,12}:(native|0x[0-9a-fA-F]{40})$/),
  priceUsd: z.number().nonnegative().finite().optional(),
})

/**
 * An entry of `LATCH_CHAINS`: a CAIP-2 id and what its namespace needs (eip155: `rpcUrl`; another namespace's
 * fields are its module's to check, NamespaceClaim).
 */
const chainEntrySchema = z
  .looseObject({ caipNetworkId: z.string().regex(caip2) })
  .refine(
    (entry) =>
      !entry.caipNetworkId.startsWith('eip155:') || evmChainSchema.safeParse(entry).success,
  )

/** An entry of `LATCH_TOKENS`: an asset and its USD price; another namespace's fields are its module's. */
const tokenEntrySchema = z
  .looseObject({
    asset: z.string().regex(assetOfNamespace),
    priceUsd: z.number().nonnegative().finite().optional(),
  })
  .refine((entry) => !entry.asset.startsWith('eip155:') || evmTokenSchema.safeParse(entry).success)

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

/** The dev chains (anvil) of the dev stack, and the other namespaces' that their modules claim (NamespaceClaim). */
const devEvmChains = [
  { caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:8545' },
  { caipNetworkId: 'eip155:31338', rpcUrl: 'http://127.0.0.1:8546' },
]

/** The dev chains' coins and test contracts (the same addresses on every fresh dev chain). */
const devEvmTokens = ['eip155:31337', 'eip155:31338'].flatMap((chain) => [
  { asset: `${chain}:native`, priceUsd: 3000 },
  { asset: `${chain}:0x5fbdb2315678afecb367f032d93f642f64180aa3`, priceUsd: 1 },
  { asset: `${chain}:0xe7f1725e7734ce288f8367e1bb143e90bb3f0512`, priceUsd: 2.5 },
  { asset: `${chain}:0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0` },
  { asset: `${chain}:0xcf7ed3acca5a467e9e704c703e8d87f634fb0fc9` },
])

/** A JSON array of `entry`; anything else is the one problem `message` (never echoing the value). */
function jsonArray<Entry extends z.ZodType>(entry: Entry, max: number, message: string) {
  return z
    .string()
    .optional()
    .transform((text, context) => {
      if (text === undefined) return undefined
      try {
        return z.array(entry).max(max).parse(JSON.parse(text)) as z.output<Entry>[]
      } catch {
        context.addIssue({ code: 'custom', message })
        return z.NEVER
      }
    })
}

/** The platform's variables: what every module shares (README, "Configuration"). */
const platformSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  HOST: z.string().min(1).default('127.0.0.1'),
  LATCH_CHAINS: jsonArray(
    chainEntrySchema,
    1_000,
    'LATCH_CHAINS must be a JSON array of { caipNetworkId, … }, caipNetworkId a CAIP-2 id; an eip155:<chain id> entry is { caipNetworkId, rpcUrl }',
  ),
  LATCH_TOKENS: jsonArray(
    tokenEntrySchema,
    100_000,
    'LATCH_TOKENS must be a JSON array of { asset: "<CAIP-2 id>:<native or address>", priceUsd?, … }; an EVM asset is eip155:<chain>:native or eip155:<chain>:0x<contract> and has no name or symbol',
  ),
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
  /**
   * The other namespaces' entries of `LATCH_CHAINS` and `LATCH_TOKENS`, by namespace, for the module that claims
   * it to validate (NamespaceClaim).
   */
  namespaces: Record<string, NamespaceEntries>
  /** Every http(s) URL of `LATCH_CHAINS` entries: the logs replace them by their safe form (they may hold keys). */
  upstreamUrls: string[]
  /** The operator's token list: known tokens and their USD prices, every namespace's. */
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
export function loadPlatformConfig(
  env: Env,
  claims: readonly NamespaceClaim[] = [],
): PlatformConfig {
  const value = readEnv(platformSchema, env)
  const production = value.NODE_ENV === 'production'
  const chainEntries = value.LATCH_CHAINS ?? [
    ...devEvmChains,
    ...claims.flatMap((claim) => claim.devChains ?? []),
  ]
  const tokenEntries = value.LATCH_TOKENS ?? [
    ...devEvmTokens,
    ...claims.flatMap((claim) => claim.devTokens ?? []),
  ]
  const namespaces: Record<string, NamespaceEntries> = {}
  const entriesOf = (namespace: string) => {
    namespaces[namespace] ??= { chains: [], tokens: [] }
    return namespaces[namespace] as { chains: unknown[]; tokens: unknown[] }
  }
  const namespaceOf = (id: string) => id.slice(0, id.indexOf(':'))
  for (const entry of chainEntries)
    if (namespaceOf(entry.caipNetworkId) !== 'eip155')
      entriesOf(namespaceOf(entry.caipNetworkId)).chains.push(entry)
  for (const entry of tokenEntries)
    if (namespaceOf(entry.asset) !== 'eip155')
      entriesOf(namespaceOf(entry.asset)).tokens.push(entry)
  const unclaimed = Object.keys(namespaces).filter(
    (namespace) => !claims.some((claim) => claim.namespace === namespace),
  )
  if (unclaimed.length > 0)
    throw new ConfigProblems(
      unclaimed.map(
        (namespace) =>
          `${namespaces[namespace]?.chains.length ? 'LATCH_CHAINS' : 'LATCH_TOKENS'}: no server module serves the ${namespace} namespace (served: eip155${claims.map((claim) => `, ${claim.namespace}`).join('')})`,
      ),
    )
  const unserved = value.LATCH_SWAP.find(
    (swap) => !chainEntries.some((chain) => chain.caipNetworkId === swap.caipNetworkId),
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
    chains: chainEntries.flatMap((entry) => {
      const chain = evmChainSchema.safeParse(entry)
      return chain.success
        ? [{ ...chain.data, chainId: Number(chain.data.caipNetworkId.split(':')[1]) }]
        : []
    }),
    namespaces,
    upstreamUrls: chainEntries.flatMap((entry) =>
      Object.values(entry).filter(
        (field): field is string => typeof field === 'string' && /^https?:\/\//.test(field),
      ),
    ),
    tokens: tokenEntries.map(({ asset, priceUsd }) => {
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
