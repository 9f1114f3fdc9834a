import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import { unsetIfEmpty } from '../../platform/config/envValues'
import { readEnv } from '../../platform/config/readEnv'
import type { ModuleConfigReader } from '../../platform/ServerModule'

/** Analytics the operator owns (docs/console.md, "Analytics"). */
export type AnalyticsConfig = {
  /**
   * Keys the per-project hash of an account address (HMAC-SHA256). Unset: a random one per process, so the
   * same account hashes differently after a restart (counts of distinct accounts split there).
   */
  secret: string
  /** Whether `secret` was set, not made up at start (the module warns once when it was not). */
  secretSet: boolean
  /** Events and error reports older than this are deleted. */
  retentionDays: number
}

declare module '../../platform/ServerModule' {
  interface ModuleConfigs {
    analytics: AnalyticsConfig
  }
}

const analyticsSchema = z.object({
  LATCH_ANALYTICS_SECRET: unsetIfEmpty(
    z.string().min(32, 'LATCH_ANALYTICS_SECRET needs 32 characters or more').optional(),
  ),
  LATCH_ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
})

/** Reads `LATCH_ANALYTICS_SECRET` and `LATCH_ANALYTICS_RETENTION_DAYS` (default 90). */
export const loadAnalyticsConfig: ModuleConfigReader<AnalyticsConfig> = (env) => {
  const value = readEnv(analyticsSchema, env)
  return {
    secret: value.LATCH_ANALYTICS_SECRET ?? randomBytes(32).toString('base64url'),
    secretSet: value.LATCH_ANALYTICS_SECRET !== undefined,
    retentionDays: value.LATCH_ANALYTICS_RETENTION_DAYS,
  }
}
