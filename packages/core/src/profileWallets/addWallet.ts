import type { Latch } from '../createLatch'
import { pushView } from '../modal/pushView'

/** ProfileWallets' "Add wallet": the Connect view, and back to ProfileWallets once a wallet connects. */
export function addWallet(latch: Latch): void {
  latch.store.setState({ profileWallets: { ...latch.getState().profileWallets, adding: true } })
  pushView(latch, 'Connect')
}
