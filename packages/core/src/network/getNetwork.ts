import type { CaipNetworkId } from '../caip/caipNetworkId'
import type { Latch } from '../createLatch'
import type { Network } from './Network'

/** One of the app's networks, or undefined when the app does not list it. */
export function getNetwork(latch: Latch, caipNetworkId: CaipNetworkId): Network | undefined {
  return latch.networks.find((network) => network.caipNetworkId === caipNetworkId)
}
