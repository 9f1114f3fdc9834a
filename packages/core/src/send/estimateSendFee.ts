import { capability } from '../connection/capability'
import type { Latch } from '../createLatch'
import type { SendDraft } from './SendDraft'
import { sendParameters } from './sendParameters'

/**
 * The network fee a send may cost, in the native asset's base units (the estimate's upper bound); undefined when
 * it cannot be estimated (no send capability in the namespace's adapter, or the node refused: the preview says so).
 */
export async function estimateSendFee(latch: Latch, draft: SendDraft): Promise<bigint | undefined> {
  const parameters = sendParameters(latch, draft)
  if (!parameters) return undefined
  const send = capability(latch, parameters.network.chainNamespace, 'send')
  try {
    return (await (await send)?.estimateSend(parameters))?.fee
  } catch (error) {
    console.warn('Latch: the network fee could not be estimated', error)
    return undefined
  }
}
