import type { Latch } from '../createLatch'
import { LatchError } from '../errors/LatchError'
import { validateSendCalls } from '../rpc/validateSendCalls'
import type { BatchCall } from './BatchCapability'
import { batchParameters } from './batchParameters'
import { walletFailureOf } from './walletFailureOf'

export type SendCallsResult =
  | { status: 'success'; id: string }
  | { status: 'rejected' | 'failed'; error: LatchError }

/**
 * Asks the connected wallet to run `calls` as one batch (EIP-5792 `wallet_sendCalls`, behaviour.md §6.5): one
 * confirmation for all of them. Checked first by behaviour.md §5.11's rule (each target and data starts with 0x;
 * a capability asked for is `optional`), without asking the wallet. Resolves to the batch's id, for
 * `getCallsStatus`; a rejection or failure is the result, never thrown.
 */
export async function sendCalls(
  latch: Latch,
  parameters: {
    calls: readonly BatchCall[]
    atomicRequired?: boolean
    capabilities?: Record<string, unknown>
  },
): Promise<SendCallsResult> {
  const problem = validateSendCalls(
    [{ calls: parameters.calls, capabilities: parameters.capabilities }],
    Object.keys(parameters.capabilities ?? {}),
  )
  if (problem) return { status: 'failed', error: new LatchError('somethingWentWrong', problem) }
  const context = batchParameters(latch)
  if ('status' in context) return context
  try {
    const { id } = await (await context.batch).sendCalls({
      network: context.network,
      from: context.from,
      calls: parameters.calls,
      ...(parameters.atomicRequired !== undefined
        ? { atomicRequired: parameters.atomicRequired }
        : {}),
      ...(parameters.capabilities ? { capabilities: parameters.capabilities } : {}),
    })
    return { status: 'success', id }
  } catch (cause) {
    return walletFailureOf(cause)
  }
}
