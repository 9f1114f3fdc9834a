import { connectorsListed } from '../connection/connectorListings'
import type { Latch } from '../createLatch'
import { openModal } from '../modal/openModal'
import { connectWalletConnect } from './connectWalletConnect'
import { forgetOpenedPairing, openedPairing, type PairingStorage } from './openedPairing'

/**
 * The visitor comes back from a wallet's app to a page that was reloaded or reopened meanwhile (behaviour.md
 * §10.7): the pairing a tap handed to the wallet is still waiting for its answer, so the modal opens on the view
 * that waits for it ("Continue in …", the same pairing), and the wallet's answer connects, as it would have
 * without the reload. The kept pairing is forgotten once a wallet connects, the modal closes (walking away from
 * it, behaviour.md §2.3), or its attempt is rejected or fails (it expired).
 */
export function resumeOpenedPairing(
  latch: Latch,
  { now = Date.now, storage }: { now?: () => number; storage?: PairingStorage | undefined } = {},
): () => void {
  // `storage` undefined: the page's local storage (the functions' default).
  const forget = () => forgetOpenedPairing(storage)
  const opened = openedPairing(now(), storage)
  let stopped = false
  const stops = [
    latch.events.on('connected', forget),
    latch.events.on('closed', forget),
    latch.store.subscribe(({ connectAttempt }) => {
      if (connectAttempt?.status !== 'rejected' && connectAttempt?.status !== 'failed') return
      // Its own attempt's end, not another wallet's.
      if (openedPairing(now(), storage)?.connectorId === connectAttempt.connectorId) forget()
    }),
  ]
  if (opened)
    void connectorsListed(latch).then(() => {
      const busy =
        latch.getState().open ||
        latch.adapters.some((adapter) => adapter.getConnection().status !== 'disconnected')
      // The visitor is already doing something else, or a saved connection came back: theirs to keep.
      if (stopped || busy) return
      openModal(latch)
      void connectWalletConnect(latch, { wallet: opened.wallet }).catch(forget)
    })
  return () => {
    stopped = true
    for (const stop of stops) stop()
  }
}
