import type { Latch } from '../createLatch'
import type { ActionResult } from '../errors/ActionResult'
import * as errorTexts from '../errors/errorTexts'
import { LatchError } from '../errors/LatchError'
import { disconnectEmbedded } from './disconnectEmbedded'
import { embeddedFrameOf } from './embeddedFrame'

/**
 * The Account view's "Sign out everywhere" (behaviour.md §11.8): the server ends every session of the embedded
 * wallet's user, on every device; here the embedded wallet disconnects. Elsewhere, each session's next request is
 * refused and that page shows disconnected.
 */
export async function signOutEverywhere(latch: Latch): Promise<ActionResult> {
  try {
    const frame = await embeddedFrameOf(latch).client()
    await frame.request('SIGN_OUT_EVERYWHERE')
  } catch (cause) {
    const error = new LatchError('somethingWentWrong', errorTexts.somethingWentWrong, { cause })
    latch.toasts.show('error', error.message)
    return { status: 'failed', error }
  }
  await disconnectEmbedded(latch)
  return { status: 'success' }
}
