import type { Latch } from '../createLatch'
import { closeModal } from '../modal/closeModal'
import { currentView } from '../modal/currentView'
import { checkSiwxSession } from './checkSiwxSession'
import { siwxConfigOf } from './siwxConfigOf'

/**
 * SIWX on the page (its own chunk): every change of account or network checks for a session; a disconnect
 * signs out (unless `signOutOnDisconnect` is false) and lifts the sign view's lock.
 */
export function startSiwx(latch: Latch): () => void {
  const check = () => void checkSiwxSession(latch)
  // The wallet may have reconnected while this chunk loaded.
  check()
  const stops = [
    latch.events.on('accountChanged', ({ account, previous }) => {
      if (account.caipAddress !== previous.caipAddress) check()
    }),
    latch.events.on('disconnected', ({ previous }) => {
      // The sign view asks for the active account; another namespace's wallet leaving does not end that.
      if (previous.namespace === latch.getState().activeNamespace) {
        latch.store.setState({ siwx: { status: 'idle' }, closeDisabled: false })
        if (currentView(latch) === 'SIWXSignMessage') closeModal(latch)
      }
      const config = siwxConfigOf(latch)
      if (
        config &&
        config.signOutOnDisconnect !== false &&
        previous.address &&
        previous.caipNetworkId
      )
        config.revokeSession(previous.caipNetworkId, previous.address).catch((error: unknown) => {
          console.warn('Latch: the sign-in session could not be revoked', error)
        })
    }),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}
