import type { Latch } from '../createLatch'
import type { ActionResult } from '../errors/ActionResult'
import { closeModal } from '../modal/closeModal'
import { replaceView } from '../modal/replaceView'
import { type Scheduler, timeoutScheduler } from '../timing/scheduler'
import { abortOnModalClose } from './abortOnModalClose'
import { embeddedFrameOf } from './embeddedFrame'
import { frameFailure } from './frameFailure'

/** behaviour.md §4: after the second code, the e-mail is read again every second until it changed. */
const EMAIL_POLL_MS = 1_000

/**
 * A code of the e-mail change: the current address's (then the new address's code is mailed), or the new
 * address's (then the e-mail changes; the modal closes once the secure site reports the new one). Closing the
 * modal meanwhile abandons the change and takes the frame request back: "Modal closed" (behaviour.md §4: closing
 * rejects).
 */
export async function verifyEmailUpdate(
  latch: Latch,
  { otp }: { otp: string },
  schedule: Scheduler = timeoutScheduler,
): Promise<ActionResult> {
  const update = latch.getState().emailUpdate
  if (!update) return { status: 'failed', error: frameFailure(undefined) }
  latch.store.setState({ emailUpdate: { ...update, status: 'pending', message: undefined } })
  const closing = abortOnModalClose(latch)
  const { signal } = closing
  try {
    const frame = await embeddedFrameOf(latch).client()
    if (update.step === 'primary') {
      await frame.request('UPDATE_EMAIL_PRIMARY_OTP', { otp }, { signal })
      if (signal.aborted) return closing.closedResult(undefined) as ActionResult
      latch.store.setState({ emailUpdate: { ...update, step: 'secondary', status: 'idle' } })
      replaceView(latch, 'UpdateEmailSecondaryOtp')
      return { status: 'success' }
    }
    const { newEmail } = await frame.request('UPDATE_EMAIL_SECONDARY_OTP', { otp }, { signal })
    for (;;) {
      if (signal.aborted) return closing.closedResult(undefined) as ActionResult
      if (latch.getState().emailUpdate?.email !== update.email)
        return { status: 'failed', error: frameFailure(undefined) }
      const user = await frame.request('GET_USER', undefined, { signal })
      if (user.email?.toLowerCase() === newEmail.toLowerCase()) {
        latch.store.setState({ emailUpdate: undefined, embeddedUser: { email: user.email } })
        closeModal(latch)
        return { status: 'success' }
      }
      await new Promise<void>((resolve) => schedule(resolve, EMAIL_POLL_MS))
    }
  } catch (cause) {
    const closed = closing.closedResult(cause)
    if (closed) return closed
    const error = frameFailure(cause)
    latch.store.setState({ emailUpdate: { ...update, status: 'failed', message: error.message } })
    return { status: 'failed', error }
  } finally {
    closing.release()
  }
}
