import type { CaipNetworkId } from '../caip/caipNetworkId'
import type { Network } from './Network'

export function findNetwork(
  networks: readonly Network[],
  caipNetworkId: CaipNetworkId | undefined,
): Network | undefined {
  if (!caipNetworkId) return undefined
  return networks.find((network) => network.caipNetworkId === caipNetworkId)
}
