import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { readEnv } from '../../platform/config/readEnv'
import type { ModuleConfigReader } from '../../platform/ServerModule'

/** Where this process serves the secure site (its origin, LATCH_SECURE_SITE_URL, is the platform's). */
export type SecureSiteConfig = {
  /** The port this process serves it on (`HOST` too); null: not served here. */
  port: number | null
  /** The built `apps/secure-site` (its `dist/`). */
  dir: string
}

declare module '../../platform/ServerModule' {
  interface ModuleConfigs {
    secureSite: SecureSiteConfig
  }
}

/** `apps/secure-site/dist` in this repository. */
const defaultSecureSiteDir = fileURLToPath(
  new URL('../../../../../apps/secure-site/dist', import.meta.url),
)

const secureSiteSchema = z.object({
  // Unset or -1: this process does not serve the secure site (another one does, or no embedded wallet).
  LATCH_SECURE_SITE_PORT: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(-1).max(65535).optional(),
  ),
  LATCH_SECURE_SITE_DIR: z.string().min(1).default(defaultSecureSiteDir),
})

/** Reads `LATCH_SECURE_SITE_PORT` and `LATCH_SECURE_SITE_DIR`. */
export const loadSecureSiteConfig: ModuleConfigReader<SecureSiteConfig> = (env) => {
  const value = readEnv(secureSiteSchema, env)
  return {
    port:
      value.LATCH_SECURE_SITE_PORT === undefined || value.LATCH_SECURE_SITE_PORT < 0
        ? null
        : value.LATCH_SECURE_SITE_PORT,
    dir: value.LATCH_SECURE_SITE_DIR,
  }
}
