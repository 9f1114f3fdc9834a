import { formatCaipNetworkId } from '../caip/caipNetworkId'
import { type ChainNamespace, definedChainNamespace } from '../caip/chainNamespace'
import type { Network } from './Network'

/** Builds a Network from a chain definition, deriving its CAIP-2 id. */
export function defineNetwork(
  chain: Omit<Network, 'caipNetworkId' | 'chainNamespace'> & { chainNamespace?: ChainNamespace },
): Network {
  const chainNamespace = chain.chainNamespace ?? definedChainNamespace
  return {
    ...chain,
    chainNamespace,
    caipNetworkId: formatCaipNetworkId(chainNamespace, String(chain.id)),
  }
}
