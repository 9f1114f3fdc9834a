import type { Latch } from '../createLatch'
import type { Network } from '../network/Network'

/**
 * Whether a recipient may be typed as a name on `network`: its namespace's adapter resolves names and says the
 * network has a registry (EVM: an ENS universal resolver). Synchronous: no request.
 */
export function canSendToNames(latch: Latch, network: Network | undefined): boolean {
  if (!network) return false
  const adapter = latch.adapters.find((candidate) => candidate.namespace === network.chainNamespace)
  return Boolean(adapter?.resolveName && adapter.canResolveNames?.(network))
}
