import { walletFailureOf } from '../batch/walletFailureOf'
import type { Latch } from '../createLatch'
import type { LatchError } from '../errors/LatchError'
import { sessionsParameters } from './sessionsParameters'

export type RevokePermissionsResult =
  | { status: 'success' }
  | { status: 'rejected' | 'failed'; error: LatchError }

/** Asks the connected wallet to revoke a session (ERC-7715 `wallet_revokePermissions`), enforced on chain. */
export async function revokePermissions(
  latch: Latch,
  parameters: { context: string },
): Promise<RevokePermissionsResult> {
  const context = sessionsParameters(latch)
  if ('status' in context) return context
  try {
    await (await context.sessions).revokePermissions({
      network: context.network,
      context: parameters.context,
    })
    return { status: 'success' }
  } catch (cause) {
    return walletFailureOf(cause)
  }
}
