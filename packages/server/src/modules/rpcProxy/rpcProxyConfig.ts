import { z } from 'zod'
import { readEnv } from '../../platform/config/readEnv'
import type { ModuleConfigReader } from '../../platform/ServerModule'

/** What one upstream call through the RPC proxy may cost (README, "Limits"; its gas cap is the platform's). */
export type RpcProxyConfig = { maxResponseBytes: number; concurrencyPerProject: number }

declare module '../../platform/ServerModule' {
  interface ModuleConfigs {
    rpcProxy: RpcProxyConfig
  }
}

const rpcProxySchema = z.object({
  LATCH_RPC_MAX_RESPONSE_BYTES: z.coerce.number().int().min(1_024).default(1_048_576),
  LATCH_RPC_CONCURRENCY_PER_PROJECT: z.coerce.number().int().min(1).max(1_000).default(8),
})

/** Reads `LATCH_RPC_MAX_RESPONSE_BYTES` and `LATCH_RPC_CONCURRENCY_PER_PROJECT`. */
export const loadRpcProxyConfig: ModuleConfigReader<RpcProxyConfig> = (env) => {
  const value = readEnv(rpcProxySchema, env)
  return {
    maxResponseBytes: value.LATCH_RPC_MAX_RESPONSE_BYTES,
    concurrencyPerProject: value.LATCH_RPC_CONCURRENCY_PER_PROJECT,
  }
}
