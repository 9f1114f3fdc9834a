import { z } from 'zod'
import { readEnv } from '../../platform/config/readEnv'
import type { ModuleConfigReader } from '../../platform/ServerModule'

/** Sign in with the wallet (docs/siwx.md). */
export type SiwxConfig = {
  /** A session's lifetime when the message asks for no earlier expiry. */
  sessionTtlSeconds: number
  /** `GET /v1/siwx/nonce` per client address and minute (each is a database row). */
  noncesPerMinute: number
}

declare module '../../platform/ServerModule' {
  interface ModuleConfigs {
    siwx: SiwxConfig
  }
}

const siwxSchema = z.object({
  LATCH_SIWX_SESSION_TTL: z.coerce
    .number()
    .int()
    .min(60)
    .max(365 * 24 * 3600)
    .default(7 * 24 * 3600),
  LATCH_SIWX_NONCES_PER_MINUTE: z.coerce.number().int().min(1).default(60),
})

/** Reads `LATCH_SIWX_SESSION_TTL` and `LATCH_SIWX_NONCES_PER_MINUTE`. */
export const loadSiwxConfig: ModuleConfigReader<SiwxConfig> = (env) => {
  const value = readEnv(siwxSchema, env)
  return {
    sessionTtlSeconds: value.LATCH_SIWX_SESSION_TTL,
    noncesPerMinute: value.LATCH_SIWX_NONCES_PER_MINUTE,
  }
}
