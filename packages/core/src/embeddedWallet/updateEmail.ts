import { isValidEmail } from '../auth/email'
import type { Latch } from '../createLatch'
import type { ActionResult } from '../errors/ActionResult'
import * as errorTexts from '../errors/errorTexts'
import { LatchError } from '../errors/LatchError'
import { pushView } from '../modal/pushView'
import { abortOnModalClose } from './abortOnModalClose'
import { embeddedFrameOf } from './embeddedFrame'
import { frameFailure } from './frameFailure'

/**
 * UpdateEmailWallet (behaviour.md §4): a new address for the embedded wallet. A code goes to the current address first
 * (UpdateEmailPrimaryOtp), then one to the new address (UpdateEmailSecondaryOtp); see `verifyEmailUpdate`. Closing
 * the modal meanwhile takes the request back: "Modal closed".
 */
export async function updateEmail(
  latch: Latch,
  { email }: { email: string },
): Promise<ActionResult> {
  const address = email.trim()
  if (!isValidEmail(address)) throw new LatchError('invalidEmail', errorTexts.invalidEmail)
  latch.store.setState({ emailUpdate: { email: address, step: 'primary', status: 'pending' } })
  const closing = abortOnModalClose(latch)
  try {
    const frame = await embeddedFrameOf(latch).client()
    const { action } = await frame.request(
      'UPDATE_EMAIL',
      { email: address },
      { signal: closing.signal },
    )
    if (closing.signal.aborted) return closing.closedResult(undefined) as ActionResult
    const step = action === 'VERIFY_SECONDARY_OTP' ? 'secondary' : 'primary'
    latch.store.setState({ emailUpdate: { email: address, step, status: 'idle' } })
    if (latch.getState().open)
      pushView(latch, step === 'primary' ? 'UpdateEmailPrimaryOtp' : 'UpdateEmailSecondaryOtp')
    return { status: 'success' }
  } catch (cause) {
    const closed = closing.closedResult(cause)
    if (closed) return closed
    const error = frameFailure(cause)
    latch.store.setState({
      emailUpdate: { email: address, step: 'primary', status: 'failed', message: error.message },
    })
    return { status: 'failed', error }
  } finally {
    closing.release()
  }
}
