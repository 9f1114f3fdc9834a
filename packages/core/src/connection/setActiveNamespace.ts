import type { ChainNamespace } from '../caip/chainNamespace'
import type { Latch } from '../createLatch'
import { adapterOf } from './adapterOf'

/**
 * Makes another namespace's adapter the active one ("Chain adapter not found" when there is none), remembered for
 * the next visit.
 */
export function setActiveNamespace(latch: Latch, namespace: ChainNamespace): void {
  adapterOf(latch, namespace)
  if (latch.getState().activeNamespace === namespace) return
  latch.store.setState({ activeNamespace: namespace })
  latch.storage.setActiveNamespace(namespace)
}
