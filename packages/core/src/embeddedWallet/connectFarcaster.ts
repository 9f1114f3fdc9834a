import { connect } from '../connection/connect'
import type { Latch } from '../createLatch'
import type { ActionResult } from '../errors/ActionResult'
import * as errorTexts from '../errors/errorTexts'
import { LatchError } from '../errors/LatchError'
import { perInstance } from '../instance/perInstance'
import { currentView } from '../modal/currentView'
import { pushView } from '../modal/pushView'
import { embeddedConnectorId } from './embeddedConnectorId'
import { embeddedFrameOf } from './embeddedFrame'

/** The login in flight, so that leaving ConnectingFarcaster stops its wait (leaveConnectingFarcaster). */
export const farcasterAttemptOf = perInstance((_latch: Latch) => ({
  current: undefined as AbortController | undefined,
}))

/**
 * Sign In With Farcaster (behaviour.md §4, spec §7's "get and connect farcaster"): ConnectingFarcaster shows, the
 * secure site opens a channel on the server's relay (GET_FARCASTER_URI) and the modal shows its URL
 * (`farcasterUrl`: a QR, or the deep link on a phone); CONNECT_FARCASTER waits until the visitor's Farcaster app
 * has signed and the server has verified it, then the embedded wallet of that fid connects. Whatever stops it:
 * "Failed to connect to farcaster" (§8).
 */
export async function connectFarcaster(latch: Latch): Promise<ActionResult> {
  const attempt = farcasterAttemptOf(latch)
  attempt.current?.abort()
  const controller = new AbortController()
  attempt.current = controller
  latch.store.setState({ farcasterLogin: { status: 'pending' } })
  if (latch.getState().open && currentView(latch) !== 'ConnectingFarcaster')
    pushView(latch, 'ConnectingFarcaster')
  const stillOurs = () => attempt.current === controller && !controller.signal.aborted
  const fail = () => {
    const text = errorTexts.failedToConnectToFarcaster
    if (stillOurs()) latch.store.setState({ farcasterLogin: { status: 'failed', message: text } })
    return { status: 'failed', error: new LatchError('failedToConnectToFarcaster', text) } as const
  }
  try {
    const frame = await embeddedFrameOf(latch).client()
    const { url } = await frame.request('GET_FARCASTER_URI', undefined, {
      signal: controller.signal,
    })
    if (!stillOurs()) return fail()
    latch.store.setState({ farcasterLogin: { status: 'pending', farcasterUrl: url } })
    const { userName } = await frame.request('CONNECT_FARCASTER', undefined, {
      signal: controller.signal,
    })
    if (!stillOurs()) return fail()
    latch.store.setState({ embeddedUser: { userName } })
  } catch {
    return fail()
  }
  const connected = await connect(latch, {
    connectorId: embeddedConnectorId(latch),
    showConnecting: false,
  })
  if (connected.status === 'success' && stillOurs()) {
    attempt.current = undefined
    latch.store.setState({ farcasterLogin: undefined })
  }
  return connected
}
