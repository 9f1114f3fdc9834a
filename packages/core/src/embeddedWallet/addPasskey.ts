import type { Latch } from '../createLatch'
import type { ActionResult } from '../errors/ActionResult'
import * as errorTexts from '../errors/errorTexts'
import { LatchError } from '../errors/LatchError'
import { embeddedFrameOf } from './embeddedFrame'
import { isVisitorRejection } from './isVisitorRejection'

/**
 * The Account view's "Add a passkey": the signed-in user (an e-mail or social login) adds a passkey on the secure
 * site's screen, to sign in with it alone later.
 */
export async function addPasskey(
  latch: Latch,
  /** The success toast's text, in the view's language. */
  { added }: { added: string },
): Promise<ActionResult> {
  try {
    const frame = await embeddedFrameOf(latch).client()
    await frame.request('ADD_PASSKEY')
    latch.toasts.show('success', added)
    return { status: 'success' }
  } catch (cause) {
    if (isVisitorRejection(cause))
      return {
        status: 'rejected',
        error: new LatchError('userRejected', errorTexts.userRejected, { cause }),
      }
    const error = new LatchError('somethingWentWrong', errorTexts.somethingWentWrong, { cause })
    latch.toasts.show('error', error.message)
    return { status: 'failed', error }
  }
}
