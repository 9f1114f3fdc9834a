import { connect } from '../connection/connect'
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_TTL_MS } from '../constants'
import type { Latch } from '../createLatch'
import { currentView } from '../modal/currentView'
import type { Scheduler } from '../timing/scheduler'

/**
 * Keeps the pairing of the attempt on screen, and replaces it with a fresh one before it expires (10 s before its
 * 4 minutes, behaviour.md §4), so an expired URI is never shown. Forgets it when the modal closes, a wallet
 * connects, or its attempt is rejected or fails: its proposal is gone, so a QR code of it would pair with nothing,
 * and Try again shows the spinner until the new pairing's URI is there, never the dead one.
 */
export function followPairings(
  latch: Latch,
  clock: { now: () => number; schedule: Scheduler },
): () => void {
  let cancelRefresh = () => {}
  let pairedConnectorId: string | undefined
  const forget = () => {
    cancelRefresh()
    latch.store.setState({ pairing: undefined, walletConnectWallet: undefined })
  }
  const stops = [
    latch.events.on('pairingUri', ({ connectorId, uri }) => {
      cancelRefresh()
      pairedConnectorId = connectorId
      latch.store.setState({ pairing: { uri, createdAt: clock.now() } })
      cancelRefresh = clock.schedule(() => {
        const attempt = latch.getState().connectAttempt
        // Only a pairing still waiting on screen (as a QR code, or behind AllWallets' taps on a phone) is
        // renewed; a failed or abandoned one is left alone.
        const view = currentView(latch)
        if (
          attempt?.connectorId === connectorId &&
          attempt.status === 'pending' &&
          (view === 'ConnectingWalletConnect' || view === 'AllWallets')
        ) {
          latch.store.setState({ pairing: undefined })
          void connect(latch, { connectorId, showConnecting: view !== 'AllWallets' })
        }
      }, PAIRING_TTL_MS - PAIRING_EXPIRY_MARGIN_MS)
    }),
    latch.events.on('closed', forget),
    latch.events.on('connected', forget),
    latch.store.subscribe(({ connectAttempt, pairing }) => {
      if (
        pairing &&
        connectAttempt &&
        connectAttempt.connectorId === pairedConnectorId &&
        (connectAttempt.status === 'rejected' || connectAttempt.status === 'failed')
      ) {
        cancelRefresh()
        latch.store.setState({ pairing: undefined })
      }
    }),
  ]
  return () => {
    cancelRefresh()
    for (const stop of stops) stop()
  }
}
