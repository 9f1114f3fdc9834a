import type { Network } from '@latch/core'
import { type Chain, defineChain } from 'viem'

/** The viem chain of a Latch network (wagmi speaks viem chains), with its ENS universal resolver if any. */
export function toViemChain(network: Network): Chain {
  const ensUniversalResolver = network.contracts?.ensUniversalResolver
  return defineChain({
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
    blockExplorers: network.blockExplorers,
    testnet: network.testnet,
    contracts: ensUniversalResolver
      ? { ensUniversalResolver: { address: ensUniversalResolver.address as `0x${string}` } }
      : undefined,
  })
}
