import { defineNetwork, type Network } from '@latch/core'
import type { Chain } from 'viem'

/** A Latch network from a viem chain definition. */
export function fromViemChain(chain: Chain): Network {
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
  })
}
