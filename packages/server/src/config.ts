import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { loadSocialConfig, type SocialConfig } from './modules/social/socialConfig'
import { type Kek, parseKekList } from './platform/crypto/kekList'
import type { ListedToken } from './platform/tokens/createTokenList'

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

/** `apps/secure-site/dist` in this repository. */
const defaultSecureSiteDir = fileURLToPath(
  new URL('../../../apps/secure-site/dist', import.meta.url),
)

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', ''])
  .transform((value) => value === '1' || value === 'true')

/** A comma-separated list; empty or unset is none. */
const commaList = z
  .string()
  .default('')
  .transform((text) =>
    text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )

/** `NAME=` (set, empty) reads as unset. */
const unsetIfEmpty = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema)

const envSchema = z.object({
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
  LATCH_INDEXER: booleanFlag.default(true),
  LATCH_DEV_CLOCK: booleanFlag.default(false),
  LATCH_INDEXER_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(500),
  LATCH_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'silent']).default('warn'),
  LATCH_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  LATCH_DATA_DIR_LOCK_WAIT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  LATCH_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  LATCH_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  LATCH_TRUST_PROXY: booleanFlag.default(false),
  LATCH_CLIENT_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(1_200),
  LATCH_FAILED_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  LATCH_RPC_MAX_RESPONSE_BYTES: z.coerce.number().int().min(1_024).default(1_048_576),
  LATCH_RPC_MAX_GAS: z.coerce.number().int().min(21_000).default(25_000_000),
  LATCH_RPC_CONCURRENCY_PER_PROJECT: z.coerce.number().int().min(1).max(1_000).default(8),
  LATCH_RELAY_PROJECT_IDS: commaList,
  LATCH_RELAY_URL: commaList.pipe(z.array(z.url({ protocol: /^wss?$/ }))),
  LATCH_RELAY_MAX_MESSAGE_BYTES: z.coerce.number().int().min(1_024).max(4_194_304).default(131_072),
  LATCH_RELAY_MIN_TTL_S: z.coerce.number().int().min(1).default(10),
  LATCH_RELAY_MAX_TTL_S: z.coerce
    .number()
    .int()
    .min(1)
    .default(30 * 24 * 3600),
  LATCH_RELAY_PUBLISHES_PER_S: z.coerce.number().int().min(1).default(50),
  LATCH_RELAY_SUBSCRIPTIONS_PER_S: z.coerce.number().int().min(1).default(500),
  LATCH_RELAY_CONNECTIONS_PER_IP: z.coerce.number().int().min(1).default(200),
  LATCH_RELAY_HEARTBEAT_MS: z.coerce.number().int().min(100).max(30_000).default(20_000),
  LATCH_RELAY_MAILBOX_BYTES_PER_IP: z.coerce
    .number()
    .int()
    .min(1_024)
    .default(16 * 1024 * 1024),
  LATCH_RELAY_MAILBOX_BYTES: z.coerce
    .number()
    .int()
    .min(1_024)
    .default(256 * 1024 * 1024),
  LATCH_RELAY_UNSUBSCRIBED_TTL_S: z.coerce.number().int().min(60).default(3_600),
  LATCH_RELAY_CATCH_UP_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  LATCH_SECURE_SITE_URL: z
    .url({ protocol: /^https?$/ })
    .default('http://127.0.0.1:8788')
    .transform((url) => new URL(url).origin),
  // Unset or -1: this process does not serve the secure site (another one does, or no embedded wallet).
  LATCH_SECURE_SITE_PORT: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(-1).max(65535).optional(),
  ),
  LATCH_SECURE_SITE_DIR: z.string().min(1).default(defaultSecureSiteDir),
  LATCH_PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .default('http://localhost:8787')
    .transform((url) => url.replace(/\/+$/, '')),
  LATCH_AUTH_SECRET: unsetIfEmpty(
    z.string().min(32, 'LATCH_AUTH_SECRET needs 32 characters or more').optional(),
  ),
  SMTP_URL: unsetIfEmpty(z.url({ protocol: /^smtps?$/ }).optional()),
  LATCH_SMTP_SINK_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  LATCH_MAIL_FROM: z.string().min(3).max(200).default('Latch <no-reply@latch.localhost>'),
  NODE_ENV: z.string().optional(),
  // Sign in with the wallet (modules/siwx): a session's longest life, and nonces one client may ask a minute.
  LATCH_SIWX_SESSION_TTL: z.coerce
    .number()
    .int()
    .min(60)
    .max(365 * 24 * 3600)
    .default(7 * 24 * 3600),
  LATCH_SIWX_NONCES_PER_MINUTE: z.coerce.number().int().min(1).default(60),
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

export type ServerConfig = {
  port: number
  host: string
  /** The EVM chains (eip155); what every EVM module serves. */
  chains: ChainConfig[]
  /** Solana: the networks its data API serves and the operator's descriptions of mints (modules/solana). */
  solana: { chains: SolanaChainConfig[]; mints: SolanaListedMint[] }
  /** The operator's token list: known tokens and their USD prices (Solana's too). */
  tokens: ListedToken[]
  /** Chains served for swaps and AMM prices (modules/convert, modules/prices); empty: none. */
  swap: SwapChainConfig[]
  dataDir: string
  databaseUrl?: string | undefined
  redisUrl?: string | undefined
  seedDemoProject: boolean
  indexer: boolean
  indexerPollMs: number
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
  /** What one client, one request and one upstream call may cost (README, "Limits"). */
  limits: {
    requestTimeoutMs: number
    maxConnections: number
    clientRequestsPerMinute: number
    failedAuthPerMinute: number
    rpcMaxResponseBytes: number
    rpcMaxGas: number
    rpcConcurrencyPerProject: number
  }
  /** The WalletConnect relay at `/relay` (README, "Relay"). */
  relay: {
    /** Project ids it serves; empty: any (wallets are not projects of ours). */
    projectIds: string[]
    /**
     * Its public URLs, the `aud` a client's JWT must name. Empty (outside production only):
     * ws(s)://<Host header>/relay; in production LATCH_PUBLIC_URL's relay, never the Host a client sends.
     */
    publicUrls: string[]
    maxMessageBytes: number
    minTtlSeconds: number
    maxTtlSeconds: number
    publishesPerSecond: number
    subscriptionsPerSecond: number
    connectionsPerIp: number
    /** Ping interval; a socket that has not answered the previous ping is closed. */
    heartbeatMs: number
    /** An unacknowledged `irn_subscription` is sent again after this long (tests shorten it). */
    ackTimeoutMs: number
    /** Bytes of waiting messages one client address may hold in the mailbox, and all of them together. */
    mailboxBytesPerAddress: number
    mailboxBytes: number
    /** A message to a topic nobody subscribed to (within `maxTtlSeconds`) is kept at most this long. */
    unsubscribedTtlSeconds: number
    /** How often each instance catches up on the messages the others stored (what the bus lost). */
    catchUpMs: number
  }
  /** The secure site (docs/embedded-wallet.md): the only caller of routes declared `caller: 'secureSite'`. */
  secureSite: {
    origin: string
    /** The port this process serves it on (modules/secureSite; `HOST` too); null: not served here. */
    port: number | null
    /** The built `apps/secure-site` (its `dist/`). */
    dir: string
  }
  /** E-mail login (modules/auth). */
  auth: {
    /** Keys the OTP hashes; unset: a random one per process (codes do not survive a restart). */
    secret?: string | undefined
    /** The server's public base URL, for the links it mails (never the request's Host header). */
    publicUrl: string
  }
  /**
   * Outgoing mail: through `smtpUrl`, or unset (never in production), through the built-in SMTP sink on loopback
   * (`/dev/inbox`).
   */
  mail: { smtpUrl?: string | undefined; sinkPort: number; from: string }
  /** The embedded wallet's key custody (docs/embedded-wallet.md, "Embedded wallet: custody"). */
  wallets: {
    /** `LATCH_KEK`, the current key first; empty outside production only (the wallet routes answer 503). */
    keks: Kek[]
  }
  /** Sign in with the wallet (modules/siwx, docs/siwx.md). */
  siwx: {
    /** A session's lifetime when the message asks for no earlier expiry. */
    sessionTtlSeconds: number
    /** `GET /v1/siwx/nonce` per client address and minute (each is a database row). */
    noncesPerMinute: number
  }
  /** Social login's providers, `OAUTH_<PROVIDER>_*` (modules/social/socialConfig.ts). */
  social: SocialConfig
}

/** The relay's URL on a public base URL: `https://x.example/` → `wss://x.example/relay`. */
const relayUrlOf = (publicUrl: string) => `${publicUrl.replace(/^http/, 'ws')}/relay`

/** Reads the environment; a bad value stops the start with a message that names it (never its secret). */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid server configuration:\n  ${problems.join('\n  ')}`)
  }
  const value = parsed.data
  const unserved = value.LATCH_SWAP.find(
    (swap) => !value.LATCH_CHAINS.some((chain) => chain.caipNetworkId === swap.caipNetworkId),
  )
  if (unserved)
    throw new Error(
      `Invalid server configuration:\n  LATCH_SWAP: ${unserved.caipNetworkId} is not one of LATCH_CHAINS`,
    )
  if (value.LATCH_WORKERS > 1 && !value.DATABASE_URL)
    throw new Error(
      'Invalid server configuration:\n  LATCH_WORKERS: several workers need DATABASE_URL (PGlite lives in one process)',
    )
  if (value.NODE_ENV === 'production' && value.LATCH_DEV_CLOCK)
    throw new Error(
      'Invalid server configuration:\n  LATCH_DEV_CLOCK: a test aid that moves the clock, never in production',
    )
  // Production needs what development stands in for (ASVS V14.3.2: no debug aid in production).
  const missingInProduction = [
    value.LATCH_KEK.length === 0 &&
      "LATCH_KEK: required in production, the key that encrypts the embedded wallets' keys (id:base64 of 32 random bytes, e.g. k1:$(openssl rand -base64 32))",
    !value.SMTP_URL &&
      'SMTP_URL: required in production, the mail server that sends login codes and device links (smtp[s]://[user:pass@]host:port); without it mail goes to the development sink and its /dev/inbox',
  ].filter((problem) => problem !== false)
  if (value.NODE_ENV === 'production' && missingInProduction.length > 0)
    throw new Error(`Invalid server configuration:\n  ${missingInProduction.join('\n  ')}`)
  return {
    port: value.PORT,
    host: value.HOST,
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
    indexer: value.LATCH_INDEXER,
    indexerPollMs: value.LATCH_INDEXER_POLL_MS,
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
      rpcMaxResponseBytes: value.LATCH_RPC_MAX_RESPONSE_BYTES,
      rpcMaxGas: value.LATCH_RPC_MAX_GAS,
      rpcConcurrencyPerProject: value.LATCH_RPC_CONCURRENCY_PER_PROJECT,
    },
    relay: {
      projectIds: value.LATCH_RELAY_PROJECT_IDS,
      publicUrls:
        value.LATCH_RELAY_URL.length > 0 || value.NODE_ENV !== 'production'
          ? value.LATCH_RELAY_URL
          : [relayUrlOf(value.LATCH_PUBLIC_URL)],
      maxMessageBytes: value.LATCH_RELAY_MAX_MESSAGE_BYTES,
      minTtlSeconds: value.LATCH_RELAY_MIN_TTL_S,
      maxTtlSeconds: value.LATCH_RELAY_MAX_TTL_S,
      publishesPerSecond: value.LATCH_RELAY_PUBLISHES_PER_S,
      subscriptionsPerSecond: value.LATCH_RELAY_SUBSCRIPTIONS_PER_S,
      connectionsPerIp: value.LATCH_RELAY_CONNECTIONS_PER_IP,
      heartbeatMs: value.LATCH_RELAY_HEARTBEAT_MS,
      ackTimeoutMs: 5_000,
      mailboxBytesPerAddress: value.LATCH_RELAY_MAILBOX_BYTES_PER_IP,
      mailboxBytes: value.LATCH_RELAY_MAILBOX_BYTES,
      unsubscribedTtlSeconds: value.LATCH_RELAY_UNSUBSCRIBED_TTL_S,
      catchUpMs: value.LATCH_RELAY_CATCH_UP_MS,
    },
    secureSite: {
      origin: value.LATCH_SECURE_SITE_URL,
      port:
        value.LATCH_SECURE_SITE_PORT === undefined || value.LATCH_SECURE_SITE_PORT < 0
          ? null
          : value.LATCH_SECURE_SITE_PORT,
      dir: value.LATCH_SECURE_SITE_DIR,
    },
    auth: { secret: value.LATCH_AUTH_SECRET, publicUrl: value.LATCH_PUBLIC_URL },
    mail: {
      smtpUrl: value.SMTP_URL,
      sinkPort: value.LATCH_SMTP_SINK_PORT,
      from: value.LATCH_MAIL_FROM,
    },
    wallets: { keks: value.LATCH_KEK },
    siwx: {
      sessionTtlSeconds: value.LATCH_SIWX_SESSION_TTL,
      noncesPerMinute: value.LATCH_SIWX_NONCES_PER_MINUTE,
    },
    social: loadSocialConfig(env),
  }
}
