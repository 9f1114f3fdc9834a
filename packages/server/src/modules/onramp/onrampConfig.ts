import { z } from 'zod'
import { ConfigProblems } from '../../platform/config/ConfigProblems'
import { readEnv } from '../../platform/config/readEnv'
import type { ModuleConfigReader } from '../../platform/ServerModule'
import type { CoinbaseConfig } from './providers/coinbaseProvider'
import type { MeldConfig } from './providers/meldProvider'
import type { MoonPayConfig } from './providers/moonpayProvider'
import type { TransakConfig } from './providers/transakProvider'

/** The on-ramp's providers, each on when its keys are set (docs/onramp.md, "Configuration"). */
export type OnRampConfig = {
  sandbox?:
    | {
        caipNetworkId: string
        faucetKey: `0x${string}`
        lusd?: `0x${string}` | undefined
        webhookSecret: string
      }
    | undefined
  coinbase?: CoinbaseConfig | undefined
  moonpay?: MoonPayConfig | undefined
  transak?: TransakConfig | undefined
  meld?: Omit<MeldConfig, 'webhookUrl'> | undefined
}

declare module '../../platform/ServerModule' {
  interface ModuleConfigs {
    onramp: OnRampConfig
  }
}

const text = z.string().min(1).max(4096).optional()
const hex = (length: number) => z.string().regex(new RegExp(`^0x[0-9a-fA-F]{${length}}$`))

const onrampSchema = z.object({
  LATCH_ONRAMP_SANDBOX: z
    .string()
    .optional()
    .transform((value, context) => {
      if (!value) return undefined
      let json: unknown
      try {
        json = JSON.parse(value)
      } catch {
        context.addIssue({ code: 'custom', message: 'must be JSON' })
        return z.NEVER
      }
      const parsed = z
        .object({
          caipNetworkId: z.string().regex(/^eip155:\d{1,12}$/),
          faucetKey: hex(64),
          lusd: hex(40).optional(),
          webhookSecret: z.string().min(16).max(256),
        })
        .safeParse(json)
      if (!parsed.success) {
        context.addIssue({
          code: 'custom',
          message:
            '{ caipNetworkId: "eip155:<id>", faucetKey: 0x + 64 hex, lusd?: 0x + 40 hex, webhookSecret: 16+ characters }',
        })
        return z.NEVER
      }
      return parsed.data as NonNullable<OnRampConfig['sandbox']>
    }),
  COINBASE_CDP_API_KEY_ID: text,
  COINBASE_CDP_API_KEY_SECRET: text,
  COINBASE_WEBHOOK_SECRET: text,
  MOONPAY_API_KEY: text,
  MOONPAY_SECRET_KEY: text,
  MOONPAY_WEBHOOK_KEY: text,
  TRANSAK_API_KEY: text,
  TRANSAK_API_SECRET: text,
  TRANSAK_ENVIRONMENT: z.enum(['staging', 'production']).default('production'),
  MELD_API_KEY: text,
  MELD_WEBHOOK_SECRET: text,
  MELD_ENVIRONMENT: z.enum(['sandbox', 'production']).default('production'),
})

/**
 * Reads the providers' keys. A provider with only part of its keys is a configuration problem, not a provider
 * that fails at the first visitor. The sandbox is on only where LATCH_ONRAMP_SANDBOX is set (the dev stack sets it).
 */
export const loadOnRampConfig: ModuleConfigReader<OnRampConfig> = (env) => {
  const value = readEnv(onrampSchema, env)
  const problems: string[] = []
  const all = <Names extends string>(names: Names[]): Record<Names, string> | undefined => {
    const set = names.filter((name) => value[name as keyof typeof value])
    if (set.length === 0) return undefined
    if (set.length < names.length) {
      problems.push(
        `${names.join(', ')}: set all of them or none (missing ${names.filter((name) => !set.includes(name)).join(', ')})`,
      )
      return undefined
    }
    return Object.fromEntries(
      names.map((name) => [name, value[name as keyof typeof value]]),
    ) as Record<Names, string>
  }
  const coinbase = all(['COINBASE_CDP_API_KEY_ID', 'COINBASE_CDP_API_KEY_SECRET'])
  if (value.COINBASE_WEBHOOK_SECRET && !coinbase)
    problems.push(
      'COINBASE_WEBHOOK_SECRET: set COINBASE_CDP_API_KEY_ID and COINBASE_CDP_API_KEY_SECRET too',
    )
  const moonpay = all(['MOONPAY_API_KEY', 'MOONPAY_SECRET_KEY', 'MOONPAY_WEBHOOK_KEY'])
  const transak = all(['TRANSAK_API_KEY', 'TRANSAK_API_SECRET'])
  const meld = all(['MELD_API_KEY', 'MELD_WEBHOOK_SECRET'])
  if (problems.length) throw new ConfigProblems(problems)
  return {
    sandbox: value.LATCH_ONRAMP_SANDBOX,
    coinbase: coinbase && {
      keyId: coinbase.COINBASE_CDP_API_KEY_ID,
      keySecret: coinbase.COINBASE_CDP_API_KEY_SECRET.replace(/\\n/g, '\n'),
      webhookSecret: value.COINBASE_WEBHOOK_SECRET,
    },
    moonpay: moonpay && {
      apiKey: moonpay.MOONPAY_API_KEY,
      secretKey: moonpay.MOONPAY_SECRET_KEY,
      webhookKey: moonpay.MOONPAY_WEBHOOK_KEY,
    },
    transak: transak && {
      apiKey: transak.TRANSAK_API_KEY,
      apiSecret: transak.TRANSAK_API_SECRET,
      staging: value.TRANSAK_ENVIRONMENT === 'staging',
    },
    meld: meld && {
      apiKey: meld.MELD_API_KEY,
      webhookSecret: meld.MELD_WEBHOOK_SECRET,
      sandboxApi: value.MELD_ENVIRONMENT === 'sandbox',
    },
  }
}
