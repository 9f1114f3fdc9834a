import type { ChainAdapter } from '../adapter'
import type { ChainNamespace } from '../caip/chainNamespace'
import type { Latch } from '../createLatch'
import * as errorTexts from '../errors/errorTexts'
import { LatchError } from '../errors/LatchError'

/** The adapter of a namespace; "Chain adapter not found" when the app has none for it. */
export function adapterOf(latch: Latch, namespace: ChainNamespace): ChainAdapter {
  const adapter = latch.adapters.find((a) => a.namespace === namespace)
  if (!adapter) throw new LatchError('chainAdapterNotFound', errorTexts.chainAdapterNotFound)
  return adapter
}

/** The adapter the modal acts on. */
export function activeAdapter(latch: Latch): ChainAdapter {
  return adapterOf(latch, latch.getState().activeNamespace)
}
