import type { ChainRegistry } from '../../platform/chains/createChainRegistry'

/**
 * Whether this server serves a CAIP-2 network (`LATCH_CHAINS`, as `GET /v1/supported-chains` lists them): an EVM
 * chain of the registry, or a network of another namespace's source (modules/solana), read per call because that
 * module registers its source when the app is built.
 */
export function isServedChain(chains: ChainRegistry, caipNetworkId: string): boolean {
  if (chains.get(caipNetworkId)) return true
  const namespace = caipNetworkId.slice(0, Math.max(0, caipNetworkId.indexOf(':')))
  return chains.namespaces.get(namespace)?.caipNetworkIds().includes(caipNetworkId) ?? false
}
