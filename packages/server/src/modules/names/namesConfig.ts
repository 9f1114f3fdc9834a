import { type Hex, keccak256, toHex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { z } from 'zod'
import { ConfigProblems } from '../../platform/config/ConfigProblems'
import { readEnv } from '../../platform/config/readEnv'
import type { ModuleConfigReader } from '../../platform/ServerModule'

export type NamesConfig = {
  /** Each project's zone: its names are `<label>.<zone>` (a project without one registers none). */
  zones: ReadonlyMap<string, string>
  /**
   * The keys that sign the gateway's answers, the first signing; the resolver of a zone lists their addresses
   * as its signers. Rotating: list the new key first, redeploy or update the resolver's signers, then drop the
   * old one (docs/data-api.md, "Names").
   */
  gatewayKeys: readonly Hex[]
  /** How long a signed gateway answer is valid (the resolver checks it). */
  answerTtlSeconds: number
  /** How old (or how far ahead) a registration message's timestamp may be. */
  messageMaxAgeMs: number
  /** The public gateway's requests per minute from one client address (it signs each answer). */
  gatewayRequestsPerMinute: number
}

declare module '../../platform/ServerModule' {
  interface ModuleConfigs {
    names: NamesConfig
  }
}

/** Outside production only: the dev stack's gateway key, which its resolver lists. Never a secret. */
export const devGatewayKey = keccak256(toHex('latch dev names gateway'))
export const devGatewaySigner = privateKeyToAddress(devGatewayKey)
/** Outside production only: the demo project's zone (the dev stack's resolver answers for it). */
export const devZones = { 'latch-demo': 'latch.eth' }

const zone = z
  .string()
  .min(3)
  .max(200)
  .regex(/^(?:[a-z0-9-]+\.)+[a-z0-9-]+$/, 'must be a lower-case dotted name such as latch.eth')
const privateKey = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'must be 0x and 64 hex digits')

const namesSchema = z.object({
  LATCH_NAMES_ZONES: z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined) return undefined
      try {
        return JSON.parse(value) as unknown
      } catch {
        context.addIssue({ code: 'custom', message: 'must be JSON: {"<project id>": "<zone>"}' })
        return z.NEVER
      }
    })
    .pipe(z.record(z.string().min(1).max(128), zone).optional()),
  LATCH_NAMES_GATEWAY_KEYS: z
    .string()
    .optional()
    .transform((value) => value?.split(',').map((key) => key.trim()))
    .pipe(z.array(privateKey).min(1).optional()),
  LATCH_NAMES_ANSWER_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  LATCH_NAMES_MESSAGE_MAX_AGE_SECONDS: z.coerce.number().int().min(10).max(86_400).default(600),
  LATCH_NAMES_GATEWAY_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
})

/**
 * Reads `LATCH_NAMES_ZONES` (JSON, project id → zone), `LATCH_NAMES_GATEWAY_KEYS` (comma-separated, the first
 * signs), `LATCH_NAMES_ANSWER_TTL_SECONDS`, `LATCH_NAMES_MESSAGE_MAX_AGE_SECONDS` and
 * `LATCH_NAMES_GATEWAY_REQUESTS_PER_MINUTE`. Outside production the
 * demo project's zone and the dev key stand in; in production a zone needs a key.
 */
export const loadNamesConfig: ModuleConfigReader<NamesConfig> = (env, platform) => {
  const value = readEnv(namesSchema, env)
  const zones = value.LATCH_NAMES_ZONES ?? (platform.production ? {} : devZones)
  const keys = value.LATCH_NAMES_GATEWAY_KEYS ?? (platform.production ? [] : [devGatewayKey])
  const problems: string[] = []
  const seen = new Set<string>()
  for (const zoneName of Object.values(zones)) {
    if (seen.has(zoneName))
      problems.push(`LATCH_NAMES_ZONES: the zone ${zoneName} belongs to two projects`)
    seen.add(zoneName)
  }
  if (seen.size > 0 && keys.length === 0)
    problems.push('LATCH_NAMES_GATEWAY_KEYS: required when LATCH_NAMES_ZONES names a zone')
  if (problems.length > 0) throw new ConfigProblems(problems)
  return {
    zones: new Map(Object.entries(zones)),
    gatewayKeys: keys as Hex[],
    answerTtlSeconds: value.LATCH_NAMES_ANSWER_TTL_SECONDS,
    messageMaxAgeMs: value.LATCH_NAMES_MESSAGE_MAX_AGE_SECONDS * 1000,
    gatewayRequestsPerMinute: value.LATCH_NAMES_GATEWAY_REQUESTS_PER_MINUTE,
  }
}
