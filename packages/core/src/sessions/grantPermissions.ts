import { walletFailureOf } from '../batch/walletFailureOf'
import type { Latch } from '../createLatch'
import { LatchError } from '../errors/LatchError'
import type { GrantedSession, SessionPermission } from './SessionsCapability'
import { sessionsParameters } from './sessionsParameters'

export type GrantPermissionsResult =
  | { status: 'success'; session: GrantedSession }
  | { status: 'rejected' | 'failed'; error: LatchError }

/**
 * Asks the connected wallet for a session (ERC-7715 `wallet_grantPermissions`, behaviour.md §6.6): the visitor
 * approves the limit once, then the app acts within it with its own session key (`sessionTransfer`), no prompt.
 * A permission that has already expired, or asks for nothing, is refused here without asking the wallet.
 */
export async function grantPermissions(
  latch: Latch,
  permission: SessionPermission,
  now: () => number = Date.now,
): Promise<GrantPermissionsResult> {
  if (permission.expiry * 1000 <= now())
    return {
      status: 'failed',
      error: new LatchError('somethingWentWrong', 'expiry: the permission has already expired'),
    }
  if (permission.periodAmount <= 0n)
    return {
      status: 'failed',
      error: new LatchError('somethingWentWrong', 'periodAmount: must be above 0'),
    }
  const context = sessionsParameters(latch)
  if ('status' in context) return context
  try {
    const session = await (await context.sessions).grantPermissions({
      network: context.network,
      from: context.from,
      permission,
    })
    return { status: 'success', session }
  } catch (cause) {
    return walletFailureOf(cause)
  }
}
