import { createPublicClient, http, type PublicClient } from 'viem'
import type { ChainConfig } from '../config/platformConfig'
import { createNamespaceSources } from './createNamespaceSources'

export type ServedChain = ChainConfig & { client: PublicClient }

/**
 * The EVM chains this server serves, each with its upstream JSON-RPC client (`list`, `get`: eip155 only), and
 * the other namespaces' data sources their modules register (`namespaces`: modules/solana).
 */
export function createChainRegistry(chains: readonly ChainConfig[]) {
  const served = new Map<string, ServedChain>(
    chains.map((chain) => [
      chain.caipNetworkId,
      {
        ...chain,
        client: createPublicClient({
          transport: http(chain.rpcUrl, { batch: { wait: 0 }, retryCount: 1, timeout: 10_000 }),
        }) as PublicClient,
      },
    ]),
  )
  return {
    list: () => [...served.values()],
    get: (caipNetworkId: string) => served.get(caipNetworkId),
    namespaces: createNamespaceSources(),
  }
}

export type ChainRegistry = ReturnType<typeof createChainRegistry>
