import { createEmailLoginThrottle } from '../auth/createEmailLoginThrottle'
import { isValidEmail } from '../auth/email'
import { connect } from '../connection/connect'
import type { Latch } from '../createLatch'
import type { ActionResult } from '../errors/ActionResult'
import * as errorTexts from '../errors/errorTexts'
import { LatchError } from '../errors/LatchError'
import { perInstance } from '../instance/perInstance'
import { currentView } from '../modal/currentView'
import { pushView } from '../modal/pushView'
import { replaceView } from '../modal/replaceView'
import { embeddedConnectorId } from './embeddedConnectorId'
import { embeddedFrameOf } from './embeddedFrame'
import { frameFailure } from './frameFailure'

const throttleOf = perInstance((_: Latch) => createEmailLoginThrottle())

/**
 * E-mail login (behaviour.md §4, §5): at most one every 30 s ("Please try again after N seconds"); the secure site
 * answers VERIFY_OTP (a code was mailed: EmailVerifyOtp), VERIFY_DEVICE (a new device: EmailVerifyDevice, waiting until
 * the visitor approves it from the e-mail, then the code) or CONNECT (this device's session is still valid).
 */
export async function connectEmail(
  latch: Latch,
  { email }: { email: string },
): Promise<ActionResult> {
  const address = email.trim()
  if (!isValidEmail(address)) throw new LatchError('invalidEmail', errorTexts.invalidEmail)
  const throttle = throttleOf(latch).attempt()
  if (!throttle.allowed) {
    latch.store.setState({
      emailLogin: { email: address, status: 'failed', message: throttle.message },
    })
    return { status: 'failed', error: new LatchError('emailLoginCooldown', throttle.message) }
  }
  latch.store.setState({ emailLogin: { email: address, status: 'pending' } })
  try {
    const frame = await embeddedFrameOf(latch).client()
    const { action } = await frame.request('CONNECT_EMAIL', { email: address })
    if (action === 'CONNECT')
      return connect(latch, { connectorId: embeddedConnectorId(latch), showConnecting: false })
    if (action === 'VERIFY_DEVICE') {
      showStep(latch, 'EmailVerifyDevice')
      await frame.request('CONNECT_DEVICE')
      // Still waiting on this screen? The device was approved and a code is on its way.
      if (latch.getState().emailLogin?.email !== address)
        return { status: 'failed', error: aborted() }
    }
    latch.store.setState({ emailLogin: { email: address, status: 'pending' } })
    showStep(latch, 'EmailVerifyOtp')
    return { status: 'success' }
  } catch (cause) {
    const error = frameFailure(cause)
    if (latch.getState().emailLogin?.email === address)
      latch.store.setState({
        emailLogin: { email: address, status: 'failed', message: error.message },
      })
    return { status: 'failed', error }
  }
}

function showStep(latch: Latch, view: 'EmailVerifyOtp' | 'EmailVerifyDevice') {
  if (!latch.getState().open) return
  if (currentView(latch) === 'EmailVerifyDevice') replaceView(latch, view)
  else if (currentView(latch) !== view) pushView(latch, view)
}

function aborted() {
  return new LatchError('somethingWentWrong', errorTexts.somethingWentWrong)
}
