import { connect } from '../connection/connect'
import { getConnectors } from '../connection/getConnectors'
import type { Latch } from '../createLatch'
import type { ActionResult } from '../errors/ActionResult'
import * as errorTexts from '../errors/errorTexts'
import { LatchError } from '../errors/LatchError'
import type { ChosenWallet } from './walletConnectSlice'

/**
 * Connects a mobile wallet over WalletConnect: the QR code (with the chosen wallet's icon, when one was picked in
 * AllWallets) while the visitor scans it. "WalletConnect connector not found" when WalletConnect is off.
 */
export async function connectWalletConnect(
  latch: Latch,
  parameters: { wallet?: ChosenWallet | undefined } = {},
): Promise<ActionResult> {
  const connector = getConnectors(latch).find((c) => c.type === 'WALLET_CONNECT')
  if (!connector)
    throw new LatchError(
      'walletConnectConnectorNotFound',
      errorTexts.walletConnectConnectorNotFound,
    )
  latch.store.setState({ walletConnectWallet: parameters.wallet })
  return connect(latch, { connectorId: connector.id })
}
