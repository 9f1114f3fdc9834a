import type { ChainNamespace } from '../caip/chainNamespace'
import { capability } from '../connection/capability'
import type { Latch } from '../createLatch'

/**
 * Loads what the send form asks of a namespace at once (its names capability: `canSendToNames` answers while the
 * form renders) and the send capability with it. Called when the send view opens; resolves once both are there
 * (or the namespace has none).
 */
export async function loadSendCapabilities(latch: Latch, namespace: ChainNamespace): Promise<void> {
  await Promise.all([
    capability(latch, namespace, 'names')?.catch((error: unknown) => {
      console.warn('Latch: names cannot be resolved', error)
    }),
    capability(latch, namespace, 'send')?.catch(() => undefined),
  ])
}
