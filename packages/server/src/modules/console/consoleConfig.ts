import { fileURLToPath } from 'node:url'
import { isAddress } from 'viem'
import { z } from 'zod'
import { commaList, unsetIfEmpty } from '../../platform/config/envValues'
import { readEnv } from '../../platform/config/readEnv'
import type { ModuleConfigReader } from '../../platform/ServerModule'

/** Where operator alerts are sent (docs/console.md, "Alerts"), and when. */
export type AlertConfig = {
  url: string
  /** Keys the `latch-signature` header (HMAC-SHA256). */
  secret: string
  /** The share of failed connects (CONNECT_ERROR over CONNECT_ERROR and CONNECT_SUCCESS) that alerts. */
  connectErrorRate: number
  /** Connects within the window below which no rate is judged. */
  minConnects: number
  windowMs: number
}

/** The operator's console (docs/console.md). */
export type ConsoleConfig = {
  /** EVM addresses (lower-case) that may sign in with SIWE. */
  operators: string[]
  /** The one-time sign-in token of this start; unset: a random one, printed at start. */
  startToken: string | undefined
  /** The built `apps/console` (its `dist/`). */
  dir: string
  alerts: AlertConfig | undefined
}

declare module '../../platform/ServerModule' {
  interface ModuleConfigs {
    console: ConsoleConfig
  }
}

const defaultConsoleDir = fileURLToPath(
  new URL('../../../../../apps/console/dist', import.meta.url),
)

const consoleSchema = z
  .object({
    LATCH_CONSOLE_OPERATORS: commaList.pipe(
      z.array(
        z.string().refine((value) => isAddress(value, { strict: false }), 'must be EVM addresses'),
      ),
    ),
    LATCH_CONSOLE_TOKEN: unsetIfEmpty(
      z.string().min(32, 'LATCH_CONSOLE_TOKEN needs 32 characters or more').optional(),
    ),
    LATCH_CONSOLE_DIR: z.string().min(1).default(defaultConsoleDir),
    LATCH_ALERT_WEBHOOK_URL: unsetIfEmpty(z.url({ protocol: /^https?$/ }).optional()),
    LATCH_ALERT_WEBHOOK_SECRET: unsetIfEmpty(
      z.string().min(32, 'LATCH_ALERT_WEBHOOK_SECRET needs 32 characters or more').optional(),
    ),
    LATCH_ALERT_CONNECT_ERROR_RATE: z.coerce.number().gt(0).max(1).default(0.5),
    LATCH_ALERT_MIN_CONNECTS: z.coerce.number().int().min(1).default(10),
    LATCH_ALERT_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  })
  .refine((value) => !value.LATCH_ALERT_WEBHOOK_URL || value.LATCH_ALERT_WEBHOOK_SECRET, {
    path: ['LATCH_ALERT_WEBHOOK_SECRET'],
    message: 'is needed with LATCH_ALERT_WEBHOOK_URL: the receiver checks the signature with it',
  })

/**
 * Reads `LATCH_CONSOLE_OPERATORS` (comma-separated EVM addresses), `LATCH_CONSOLE_TOKEN`, `LATCH_CONSOLE_DIR`, and
 * the alerts' `LATCH_ALERT_WEBHOOK_URL`, `LATCH_ALERT_WEBHOOK_SECRET`, `LATCH_ALERT_CONNECT_ERROR_RATE` (0.5),
 * `LATCH_ALERT_MIN_CONNECTS` (10) and `LATCH_ALERT_WINDOW_MINUTES` (15).
 */
export const loadConsoleConfig: ModuleConfigReader<ConsoleConfig> = (env) => {
  const value = readEnv(consoleSchema, env)
  const url = value.LATCH_ALERT_WEBHOOK_URL
  const secret = value.LATCH_ALERT_WEBHOOK_SECRET
  return {
    operators: value.LATCH_CONSOLE_OPERATORS.map((address) => address.toLowerCase()),
    startToken: value.LATCH_CONSOLE_TOKEN,
    dir: value.LATCH_CONSOLE_DIR,
    alerts:
      url && secret
        ? {
            url,
            secret,
            connectErrorRate: value.LATCH_ALERT_CONNECT_ERROR_RATE,
            minConnects: value.LATCH_ALERT_MIN_CONNECTS,
            windowMs: value.LATCH_ALERT_WINDOW_MINUTES * 60_000,
          }
        : undefined,
  }
}
