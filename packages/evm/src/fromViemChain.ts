import { defineNetwork, type Network } from '@latch/core'
import type { Chain } from 'viem'

/** A Latch network from a viem chain definition (its ENS universal resolver kept: names resolve there). */
export function fromViemChain(chain: Chain): Network {
  const ensUniversalResolver = chain.contracts?.ensUniversalResolver
  return defineNetwork({
    id: chain.id,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: chain.rpcUrls.default.http } },
    blockExplorers: chain.blockExplorers?.default
      ? {
          default: {
            name: chain.blockExplorers.default.name,
            url: chain.blockExplorers.default.url,
          },
        }
      : undefined,
    testnet: chain.testnet,
    contracts: ensUniversalResolver
      ? { ensUniversalResolver: { address: ensUniversalResolver.address } }
      : undefined,
  })
}
