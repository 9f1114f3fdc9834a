import { z } from 'zod'
import { ConfigProblems } from '../../platform/config/ConfigProblems'
import { unsetIfEmpty } from '../../platform/config/envValues'
import { readEnv } from '../../platform/config/readEnv'
import type { ModuleConfigReader } from '../../platform/ServerModule'

/** Passkeys' relying party: the secure site, whose origin a WebAuthn signature names (docs/embedded-wallet.md). */
export type PasskeysConfig = {
  /** The WebAuthn RP ID: the secure site's host, or a registrable suffix of it. */
  rpId: string
  /** Shown by the authenticator beside the account ("Latch"). */
  rpName: string
  /** The one origin a ceremony may come from: the secure site's (`LATCH_SECURE_SITE_URL`), compared exactly. */
  origin: string
}

declare module '../../platform/ServerModule' {
  interface ModuleConfigs {
    passkeys: PasskeysConfig
  }
}

const passkeysSchema = z.object({
  LATCH_PASSKEY_RP_ID: unsetIfEmpty(
    z
      .string()
      .regex(/^[a-z0-9.-]{1,253}$/, 'LATCH_PASSKEY_RP_ID must be a host name (lower case)')
      .optional(),
  ),
  LATCH_PASSKEY_RP_NAME: unsetIfEmpty(z.string().min(1).max(64).optional()),
})

/** Reads `LATCH_PASSKEY_RP_ID` (default: the secure site's host) and `LATCH_PASSKEY_RP_NAME` (default "Latch"). */
export const loadPasskeysConfig: ModuleConfigReader<PasskeysConfig> = (env, platform) => {
  const value = readEnv(passkeysSchema, env)
  const origin = platform.secureSiteOrigin
  const rpId = value.LATCH_PASSKEY_RP_ID ?? new URL(origin).hostname
  const host = new URL(origin).hostname
  // WebAuthn refuses an RP ID that is not the origin's host or a suffix of it: say so at start, not at first use.
  if (host !== rpId && !host.endsWith(`.${rpId}`))
    throw new ConfigProblems([
      `LATCH_PASSKEY_RP_ID: must be the secure site's host (${host}) or a suffix of it`,
    ])
  return { rpId, rpName: value.LATCH_PASSKEY_RP_NAME ?? 'Latch', origin }
}
