import { connect } from '../connection/connect'
import { getConnectors } from '../connection/getConnectors'
import type { Latch } from '../createLatch'
import { isPairingExpired } from '../timing/pairingExpiry'

/**
 * On a phone, AllWallets creates a pairing before any tap, so that tapping a wallet can open it within the tap
 * (iOS Safari blocks a navigation that comes after an await). Keeps a fresh one; does nothing when WalletConnect
 * is off or a pairing is already waiting.
 */
export function preparePairing(latch: Latch, now = Date.now()): void {
  const connector = getConnectors(latch).find((c) => c.type === 'WALLET_CONNECT')
  if (!connector) return
  const { pairing, connectAttempt } = latch.getState()
  const waiting =
    connectAttempt?.connectorId === connector.id && connectAttempt.status === 'pending'
  if (waiting && pairing && !isPairingExpired(pairing.createdAt, now)) return
  if (waiting && !pairing) return
  void connect(latch, { connectorId: connector.id, showConnecting: false })
}
