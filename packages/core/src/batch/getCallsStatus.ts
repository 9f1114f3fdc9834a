import type { Latch } from '../createLatch'
import type { LatchError } from '../errors/LatchError'
import type { CallsStatus } from './BatchCapability'
import { batchParameters } from './batchParameters'
import { walletFailureOf } from './walletFailureOf'

export type GetCallsStatusResult =
  | { status: 'success'; callsStatus: CallsStatus }
  | { status: 'rejected' | 'failed'; error: LatchError }

/** Where the batch `id` is (EIP-5792 `wallet_getCallsStatus`), as the connected wallet reports it. */
export async function getCallsStatus(
  latch: Latch,
  parameters: { id: string },
): Promise<GetCallsStatusResult> {
  const context = batchParameters(latch)
  if ('status' in context) return context
  try {
    return {
      status: 'success',
      callsStatus: await (await context.batch).getCallsStatus({ id: parameters.id }),
    }
  } catch (cause) {
    return walletFailureOf(cause)
  }
}
