import { z } from 'zod'
import { unsetIfEmpty } from '../../platform/config/envValues'
import { readEnv } from '../../platform/config/readEnv'
import type { ModuleConfigReader } from '../../platform/ServerModule'

/** E-mail login's settings. */
export type AuthConfig = {
  /** Keys the OTP hashes; unset: a random one per process (codes do not survive a restart). */
  secret?: string | undefined
}

declare module '../../platform/ServerModule' {
  interface ModuleConfigs {
    auth: AuthConfig
  }
}

const authSchema = z.object({
  LATCH_AUTH_SECRET: unsetIfEmpty(
    z.string().min(32, 'LATCH_AUTH_SECRET needs 32 characters or more').optional(),
  ),
})

/** Reads `LATCH_AUTH_SECRET`. */
export const loadAuthConfig: ModuleConfigReader<AuthConfig> = (env) => ({
  secret: readEnv(authSchema, env).LATCH_AUTH_SECRET,
})
