import { createSolanaRpc, type Rpc, type SolanaRpcApi } from '@solana/kit'
import type { SolanaChainConfig } from './solanaConfig'

export type ServedSolanaChain = SolanaChainConfig & { rpc: Rpc<SolanaRpcApi> }

/** The Solana networks this server serves, each with its upstream JSON-RPC client (@solana/kit). */
export function createSolanaChainRegistry(chains: readonly SolanaChainConfig[]) {
  const served = new Map<string, ServedSolanaChain>(
    chains.map((chain) => [chain.caipNetworkId, { ...chain, rpc: createSolanaRpc(chain.rpcUrl) }]),
  )
  return {
    list: () => [...served.values()],
    get: (caipNetworkId: string) => served.get(caipNetworkId),
  }
}

export type SolanaChainRegistry = ReturnType<typeof createSolanaChainRegistry>
