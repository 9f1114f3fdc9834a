import { getAccount } from '../connection/getAccount'
import type { Latch } from '../createLatch'
import type { ActionResult } from '../errors/ActionResult'
import * as errorTexts from '../errors/errorTexts'
import { LatchError } from '../errors/LatchError'
import { walletFailure } from '../errors/walletFailure'
import { embeddedFrameOf } from './embeddedFrame'

/**
 * Opens the secure site's key export over the modal (behaviour.md §11.5): a fresh code to the user's e-mail, then the
 * key of the active account's namespace (the Solana account's when Solana is active), shown there only. Resolves when
 * the user is done ('success') or closed it ('rejected'); the key never reaches this page.
 */
export async function exportPrivateKey(latch: Latch): Promise<ActionResult> {
  try {
    const frame = await embeddedFrameOf(latch).client()
    await frame.request('EXPORT_PRIVATE_KEY', { chainNamespace: getAccount(latch).namespace })
    return { status: 'success' }
  } catch (cause) {
    // The secure site's "Cancel" answers `User rejected the request.` (EIP-1193 4001's text), as a frame error.
    const { code, message } = (cause ?? {}) as { code?: unknown; message?: unknown }
    if (code === 'frame_error' && typeof message === 'string' && /rejected/i.test(message))
      return {
        status: 'rejected',
        error: new LatchError('userRejected', errorTexts.userRejected, { cause }),
      }
    return walletFailure(cause, {
      rejected: { code: 'userRejected', text: errorTexts.userRejected },
      failed: { code: 'somethingWentWrong', text: errorTexts.somethingWentWrong },
    })
  }
}
