import { walletFailureOf } from '../batch/walletFailureOf'
import type { Latch } from '../createLatch'
import type { LatchError } from '../errors/LatchError'
import { sessionsParameters } from './sessionsParameters'

export type SessionTransferResult =
  | { status: 'success'; transactionHash: string }
  | { status: 'failed'; error: LatchError }

/**
 * Moves `amount` of a session's token to `to` with the app's session key: no prompt, the visitor approved the
 * limit once (behaviour.md §6.6). The chain refuses a transfer over the limit, after the expiry or after a
 * revoke; the failure is the result, never thrown. Gas is sponsored by the Latch server's paymaster (ERC-7677
 * at `apiUrl`) under the project's policy.
 */
export async function sessionTransfer(
  latch: Latch,
  parameters: { context: string; to: string; amount: bigint },
): Promise<SessionTransferResult> {
  const context = sessionsParameters(latch)
  if ('status' in context) return context
  const { apiUrl, projectId } = latch.options
  try {
    const { transactionHash } = await (await context.sessions).sessionTransfer({
      network: context.network,
      context: parameters.context,
      to: parameters.to,
      amount: parameters.amount,
      paymasterUrl:
        apiUrl && projectId
          ? `${apiUrl}/v1/paymaster?projectId=${encodeURIComponent(projectId)}`
          : undefined,
    })
    return { status: 'success', transactionHash }
  } catch (cause) {
    const failure = walletFailureOf(cause)
    return { status: 'failed', error: failure.error }
  }
}
