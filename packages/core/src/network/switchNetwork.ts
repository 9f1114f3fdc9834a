import type { CaipNetworkId } from '../caip/caipNetworkId'
import { adapterOf } from '../connection/adapterOf'
import { getAccount } from '../connection/getAccount'
import { setActiveNamespace } from '../connection/setActiveNamespace'
import type { Latch } from '../createLatch'
import type { ActionResult } from '../errors/ActionResult'
import * as errorTexts from '../errors/errorTexts'
import { LatchError } from '../errors/LatchError'
import { walletFailure } from '../errors/walletFailure'
import { closeModal } from '../modal/closeModal'
import { currentEntry, currentView } from '../modal/currentView'
import { goBack } from '../modal/goBack'
import { pushView } from '../modal/pushView'
import { replaceView } from '../modal/replaceView'
import type { RouterEntry } from '../router/views'
import { getNetwork } from './getNetwork'

export type SwitchNetworkParameters = { caipNetworkId: CaipNetworkId }

/**
 * Switches to one of the app's networks, of any namespace (behaviour.md §14.3). While that namespace has no connection
 * it only remembers the choice for the next connection and returns from the network list, or, with another namespace
 * connected, goes on to Connect for this one. A connected namespace already on that network only becomes the active
 * one, without asking the wallet. While connected it asks the wallet (which adds the network first when it
 * does not know it), showing SwitchNetwork when chosen from the network list, and closes when done; a rejection or
 * failure stays on screen with the spec's text.
 */
export async function switchNetwork(
  latch: Latch,
  { caipNetworkId }: SwitchNetworkParameters,
): Promise<ActionResult> {
  const network = getNetwork(latch, caipNetworkId)
  if (!network) throw new LatchError('networkNotFound', errorTexts.networkNotFound)
  const { open } = latch.getState()
  const { chainNamespace } = network
  const account = getAccount(latch, { namespace: chainNamespace })

  if (!account.isConnected) {
    // Another namespace's wallet is connected: this one's Connect follows (opening rule 1, SwitchActiveChain).
    const addingNamespace = getAccount(latch).isConnected
    latch.storage.setLastChain(caipNetworkId)
    setActiveNamespace(latch, chainNamespace)
    latch.store.setState({ preferredCaipNetworkId: caipNetworkId })
    if (open && currentView(latch) === 'Networks') {
      if (addingNamespace) pushView(latch, 'Connect')
      else goBack(latch)
    }
    return { status: 'success' }
  }

  if (account.caipNetworkId === caipNetworkId) {
    // A connected namespace's current network: only the modal's active account changes, the wallet is not asked.
    setActiveNamespace(latch, chainNamespace)
    latch.store.setState({ preferredCaipNetworkId: caipNetworkId })
    if (open && currentView(latch) === 'Networks') closeModal(latch)
    return { status: 'success' }
  }

  let entry: RouterEntry | undefined
  const view = currentView(latch)
  if (open && view === 'Networks') entry = pushView(latch, 'SwitchNetwork', { caipNetworkId })
  else if (open && view === 'SwitchNetwork')
    entry = replaceView(latch, 'SwitchNetwork', { caipNetworkId })
  setActiveNamespace(latch, chainNamespace)
  latch.store.setState({ switchAttempt: { caipNetworkId, status: 'pending' } })
  try {
    await adapterOf(latch, chainNamespace).switchNetwork(network)
    latch.storage.setLastChain(caipNetworkId)
    latch.store.setState({ switchAttempt: undefined, preferredCaipNetworkId: caipNetworkId })
    if (entry && currentEntry(latch) === entry) closeModal(latch)
    return { status: 'success' }
  } catch (cause) {
    const failure = walletFailure(cause, {
      rejected: { code: 'userRejected', text: errorTexts.userRejected },
      failed: { code: 'switchNetworkFailed', text: errorTexts.switchNetworkFailed },
    })
    if (latch.getState().switchAttempt?.caipNetworkId === caipNetworkId)
      latch.store.setState({
        switchAttempt: { caipNetworkId, status: failure.status, message: failure.error.message },
      })
    return failure
  }
}
