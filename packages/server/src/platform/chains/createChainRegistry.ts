import { createPublicClient, http, type PublicClient } from 'viem'
import type { ChainConfig } from '../../config'

export type ServedChain = ChainConfig & { client: PublicClient }

/** The chains this server serves, each with its upstream JSON-RPC client. */
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
  }
}

export type ChainRegistry = ReturnType<typeof createChainRegistry>
