import { connect } from '../connection/connect'
import type { Latch } from '../createLatch'
import type { ActionResult } from '../errors/ActionResult'
import * as errorTexts from '../errors/errorTexts'
import { LatchError } from '../errors/LatchError'
import { embeddedConnectorId } from './embeddedConnectorId'
import { embeddedFrameOf } from './embeddedFrame'
import { isVisitorRejection } from './isVisitorRejection'

/**
 * "Continue with a passkey" (behaviour.md §11.7): the secure site shows its passkey screen over the modal, and the
 * visitor's press there runs WebAuthn in the secure site's origin (`create`: a new passkey and wallet, `get`: sign in
 * with one); then the embedded wallet connects. Closing the screen: "User rejected the request."
 */
export async function connectPasskey(
  latch: Latch,
  { mode }: { mode: 'create' | 'get' },
): Promise<ActionResult> {
  try {
    const frame = await embeddedFrameOf(latch).client()
    const user = await frame.request('CONNECT_PASSKEY', { mode })
    latch.store.setState({ embeddedUser: { email: user.email ?? undefined } })
  } catch (cause) {
    if (isVisitorRejection(cause))
      return {
        status: 'rejected',
        error: new LatchError('userRejected', errorTexts.userRejected, { cause }),
      }
    const error = new LatchError('failedToConnect', errorTexts.failedToConnect, { cause })
    latch.toasts.show('error', error.message)
    return { status: 'failed', error }
  }
  return connect(latch, { connectorId: embeddedConnectorId(latch), showConnecting: false })
}
