import { adapterOf } from '../connection/adapterOf'
import { getAccount } from '../connection/getAccount'
import type { Latch } from '../createLatch'
import type { ActionResult } from '../errors/ActionResult'
import * as errorTexts from '../errors/errorTexts'
import { LatchError } from '../errors/LatchError'
import { isUserRejectedError } from '../errors/providerErrors'
import { perInstance } from '../instance/perInstance'
import { closeModal } from '../modal/closeModal'
import { currentView } from '../modal/currentView'
import { siwxConfigOf } from './siwxConfigOf'

const inFlight = perInstance((_latch: Latch) => ({
  current: undefined as Promise<ActionResult> | undefined,
}))

/**
 * The sign view's Sign (behaviour.md §4): creates the message, has the wallet sign it, stores the session and closes.
 * One request at a time: a second call while one is pending gets the same result (no double submit). A failure
 * shows "Error signing message" and leaves the view to try again. Throws "SIWX is not enabled" without `siwx`.
 */
export function signIn(latch: Latch): Promise<ActionResult> {
  const config = siwxConfigOf(latch)
  if (!config) throw new LatchError('siwxNotEnabled', errorTexts.siwxNotEnabled)
  const pending = inFlight(latch)
  pending.current ??= run(latch, config).finally(() => {
    pending.current = undefined
  })
  return pending.current
}

async function run(
  latch: Latch,
  config: NonNullable<ReturnType<typeof siwxConfigOf>>,
): Promise<ActionResult> {
  const account = getAccount(latch)
  const { address, caipAddress, caipNetworkId, caipNetwork } = account
  if (!account.isConnected || !address || !caipAddress || !caipNetworkId || !caipNetwork) {
    // The view's Sign never does nothing: the visitor reads why (behaviour.md §8).
    latch.toasts.show('error', errorTexts.addressOrAuthConnectorNotFound)
    return {
      status: 'failed',
      error: new LatchError(
        'addressOrAuthConnectorNotFound',
        errorTexts.addressOrAuthConnectorNotFound,
      ),
    }
  }
  const before = latch.getState().siwx
  latch.store.setState({ siwx: { ...before, status: 'signing', caipAddress } })
  try {
    const message = await config.createMessage({ accountAddress: address, chainId: caipNetworkId })
    const text = message.toString()
    const signature = await adapterOf(latch, caipNetwork.chainNamespace).signMessage({
      message: text,
      address,
    })
    const { toString: _text, ...data } = message
    await config.addSession({ data, message: text, signature })
    const [session = { data, message: text, signature }] = await config.getSessions(
      caipNetworkId,
      address,
    )
    latch.store.setState({
      siwx: { status: 'signedIn', caipAddress, session, lastSignedIn: caipNetworkId },
      closeDisabled: false,
    })
    if (currentView(latch) === 'SIWXSignMessage') closeModal(latch)
    return { status: 'success' }
  } catch (cause) {
    latch.toasts.show('error', errorTexts.errorSigningMessage)
    const now = latch.getState().siwx
    if (now.caipAddress === caipAddress && now.status === 'signing')
      latch.store.setState({ siwx: { ...now, status: 'unsigned' } })
    return {
      status: isUserRejectedError(cause) ? 'rejected' : 'failed',
      error: new LatchError('errorSigningMessage', errorTexts.errorSigningMessage, { cause }),
    }
  }
}
