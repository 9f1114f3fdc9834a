import { loadedCapability } from '../connection/capability'
import type { Latch } from '../createLatch'
import type { Network } from '../network/Network'

/**
 * Whether a recipient may be typed as a name on `network`: its namespace's names capability (loaded with the send
 * view: `loadSendCapabilities`) says the network has a registry (EVM: an ENS universal resolver). Synchronous: no
 * request.
 */
export function canSendToNames(latch: Latch, network: Network | undefined): boolean {
  if (!network) return false
  return Boolean(loadedCapability(latch, network.chainNamespace, 'names')?.canResolveNames(network))
}
