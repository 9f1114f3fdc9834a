import type { ChainNamespace } from '../caip/chainNamespace'
import type { NamespaceDescriptor } from '../caip/NamespaceDescriptor'
import type { Latch } from '../createLatch'

/** The descriptor of a namespace the app has an adapter for. */
export function descriptorOf(
  latch: Latch,
  namespace: ChainNamespace,
): NamespaceDescriptor | undefined {
  return latch.adapters.find((adapter) => adapter.namespace === namespace)?.descriptor
}
