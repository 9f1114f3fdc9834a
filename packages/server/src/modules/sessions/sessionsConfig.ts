import { z } from 'zod'
import { readEnv } from '../../platform/config/readEnv'
import type { ModuleConfigReader } from '../../platform/ServerModule'

/** ERC-7715 sessions (docs/smart-accounts.md, "Sessions"). */
export type SessionsConfig = {
  /** The SessionSpendLimits contract per chain number: sessions are offered where it is (and smart accounts are). */
  contracts: Record<number, `0x${string}`>
}

declare module '../../platform/ServerModule' {
  interface ModuleConfigs {
    sessions: SessionsConfig
  }
}

const schema = z.object({
  LATCH_SESSION_CONTRACTS: z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown
      } catch {
        context.addIssue({ code: 'custom', message: 'must be JSON: {"<chain number>": "0x…"}' })
        return z.NEVER
      }
    })
    .pipe(
      z.record(
        z.string().regex(/^[1-9]\d{0,15}$/, 'keys must be chain numbers'),
        z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be an EVM address (0x and 40 hex digits)'),
      ),
    )
    .optional(),
})

/** Reads `LATCH_SESSION_CONTRACTS` (JSON, chain number → SessionSpendLimits); the dev stack sets it. */
export const loadSessionsConfig: ModuleConfigReader<SessionsConfig> = (env) => {
  const value = readEnv(schema, env)
  return {
    contracts: Object.fromEntries(
      Object.entries(value.LATCH_SESSION_CONTRACTS ?? {}).map(([chainId, address]) => [
        Number(chainId),
        address.toLowerCase() as `0x${string}`,
      ]),
    ),
  }
}
