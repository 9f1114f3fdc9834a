import { isOtp } from '../auth/email'
import { connect } from '../connection/connect'
import type { Latch } from '../createLatch'
import type { ActionResult } from '../errors/ActionResult'
import { embeddedConnectorId } from './embeddedConnectorId'
import { embeddedFrameOf } from './embeddedFrame'
import { frameFailure } from './frameFailure'

/**
 * The 6-digit code from the e-mail (EmailVerifyOtp): the secure site checks it (5 wrong tries lock the code), then
 * the embedded wallet connects like any wallet and the modal closes.
 */
export async function verifyEmailOtp(
  latch: Latch,
  { otp }: { otp: string },
): Promise<ActionResult> {
  const login = latch.getState().emailLogin
  if (!login || !isOtp(otp)) return { status: 'failed', error: frameFailure(undefined) }
  latch.store.setState({ emailLogin: { email: login.email, status: 'pending' } })
  try {
    const frame = await embeddedFrameOf(latch).client()
    await frame.request('CONNECT_OTP', { otp })
  } catch (cause) {
    const error = frameFailure(cause)
    latch.store.setState({
      emailLogin: { email: login.email, status: 'failed', message: error.message },
    })
    return { status: 'failed', error }
  }
  const result = await connect(latch, {
    connectorId: embeddedConnectorId(latch),
    showConnecting: false,
  })
  if (result.status === 'success') latch.store.setState({ emailLogin: undefined })
  return result
}
