import { disconnect } from '../connection/disconnect'
import { getAccount } from '../connection/getAccount'
import type { Latch } from '../createLatch'
import { closeModal } from '../modal/closeModal'
import { replaceView } from '../modal/replaceView'
import { switchNetwork } from '../network/switchNetwork'
import { siwxConfigOf } from './siwxConfigOf'

/**
 * The sign view's Cancel (behaviour.md §4): when sign-in is required, back to the last network the account has a
 * session on (disconnecting if the wallet refuses the switch), or else disconnect; when it is not, just close.
 */
export async function cancelSignIn(latch: Latch): Promise<void> {
  const config = siwxConfigOf(latch)
  latch.store.setState({ closeDisabled: false })
  if (!config?.getRequired?.()) {
    closeModal(latch)
    return
  }
  const { lastSignedIn } = latch.getState().siwx
  if (lastSignedIn && lastSignedIn !== getAccount(latch).caipNetworkId) {
    // The switch shows on screen (approve in the wallet, its error) and closes when done.
    replaceView(latch, 'SwitchNetwork', { caipNetworkId: lastSignedIn })
    const result = await switchNetwork(latch, { caipNetworkId: lastSignedIn })
    if (result.status === 'success') return
  }
  await disconnect(latch)
}
