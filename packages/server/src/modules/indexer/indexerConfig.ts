import { z } from 'zod'
import { booleanFlag } from '../../platform/config/envValues'
import { readEnv } from '../../platform/config/readEnv'
import type { ModuleConfigReader } from '../../platform/ServerModule'

/** The indexer: whether this process indexes the served chains, and how often it polls their heads. */
export type IndexerConfig = { enabled: boolean; pollMs: number }

declare module '../../platform/ServerModule' {
  interface ModuleConfigs {
    indexer: IndexerConfig
  }
}

const indexerSchema = z.object({
  LATCH_INDEXER: booleanFlag.default(true),
  LATCH_INDEXER_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(500),
})

/** Reads `LATCH_INDEXER` and `LATCH_INDEXER_POLL_MS`. */
export const loadIndexerConfig: ModuleConfigReader<IndexerConfig> = (env) => {
  const value = readEnv(indexerSchema, env)
  return { enabled: value.LATCH_INDEXER, pollMs: value.LATCH_INDEXER_POLL_MS }
}
