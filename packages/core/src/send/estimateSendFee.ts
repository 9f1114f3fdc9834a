import { adapterOf } from '../connection/adapterOf'
import type { Latch } from '../createLatch'
import type { SendDraft } from './SendDraft'
import { sendParameters } from './sendParameters'

/**
 * The network fee a send may cost, in the native asset's base units (the estimate's upper bound); undefined when
 * it cannot be estimated (no estimate in the namespace's adapter, or the node refused: the preview says so).
 */
export async function estimateSendFee(latch: Latch, draft: SendDraft): Promise<bigint | undefined> {
  const parameters = sendParameters(latch, draft)
  if (!parameters) return undefined
  const adapter = adapterOf(latch, parameters.network.chainNamespace)
  try {
    return (await adapter.estimateSend?.(parameters))?.fee
  } catch (error) {
    console.warn('Latch: the network fee could not be estimated', error)
    return undefined
  }
}
