import { z } from 'zod'
import { commaList } from '../../platform/config/envValues'
import { readEnv } from '../../platform/config/readEnv'
import type { ModuleConfigReader } from '../../platform/ServerModule'

/** The WalletConnect relay at `/relay` (README, "Relay"). */
export type RelayConfig = {
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

declare module '../../platform/ServerModule' {
  interface ModuleConfigs {
    relay: RelayConfig
  }
}

const relaySchema = z.object({
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
})

/** The relay's URL on a public base URL: `https://x.example/` → `wss://x.example/relay`. */
const relayUrlOf = (publicUrl: string) => `${publicUrl.replace(/^http/, 'ws')}/relay`

/** Reads `LATCH_RELAY_*`. */
export const loadRelayConfig: ModuleConfigReader<RelayConfig> = (env, platform) => {
  const value = readEnv(relaySchema, env)
  return {
    projectIds: value.LATCH_RELAY_PROJECT_IDS,
    publicUrls:
      value.LATCH_RELAY_URL.length > 0 || !platform.production
        ? value.LATCH_RELAY_URL
        : [relayUrlOf(platform.publicUrl)],
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
  }
}
