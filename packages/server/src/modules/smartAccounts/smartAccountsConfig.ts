import { z } from 'zod'
import { readEnv } from '../../platform/config/readEnv'
import type { ModuleConfigReader } from '../../platform/ServerModule'

/** The embedded wallet's smart account (docs/smart-accounts.md, "The embedded wallet's smart account"). */
export type SmartAccountsConfig = {
  /**
   * An ERC-4337 bundler per chain number (EntryPoint v0.7, standard JSON-RPC): the chains listed are where the
   * smart account is offered (spec §9's smart-account networks), if the paymaster sponsors there too.
   */
  bundlers: Record<number, string>
}

declare module '../../platform/ServerModule' {
  interface ModuleConfigs {
    smartAccounts: SmartAccountsConfig
  }
}

const schema = z.object({
  LATCH_BUNDLERS: z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown
      } catch {
        context.addIssue({
          code: 'custom',
          message: 'must be JSON: {"<chain number>": "https://…"}',
        })
        return z.NEVER
      }
    })
    .pipe(
      z.record(
        z.string().regex(/^[1-9]\d{0,15}$/, 'keys must be chain numbers'),
        z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }),
      ),
    )
    .optional(),
})

/** Reads `LATCH_BUNDLERS` (JSON, chain number → bundler URL); the dev stack sets it when it runs Alto. */
export const loadSmartAccountsConfig: ModuleConfigReader<SmartAccountsConfig> = (env) => {
  const value = readEnv(schema, env)
  return {
    bundlers: Object.fromEntries(
      Object.entries(value.LATCH_BUNDLERS ?? {}).map(([chainId, url]) => [Number(chainId), url]),
    ),
  }
}
