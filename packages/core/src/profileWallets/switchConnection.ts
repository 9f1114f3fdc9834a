import type { ChainNamespace } from '../caip/chainNamespace'
import { capability } from '../connection/capability'
import { connect } from '../connection/connect'
import { getConnectors } from '../connection/getConnectors'
import { setActiveNamespace } from '../connection/setActiveNamespace'
import type { Latch } from '../createLatch'
import type { ActionResult } from '../errors/ActionResult'
import * as errorTexts from '../errors/errorTexts'
import { LatchError } from '../errors/LatchError'
import { walletFailure } from '../errors/walletFailure'
import { pushView } from '../modal/pushView'
import { getConnections } from './getConnections'
import type { ProfileWalletsSlice } from './profileWalletsSlice'
import { rememberConnection } from './rememberConnection'
import { switchRule } from './switchRule'

export type SwitchConnectionParameters = {
  connectorId: string
  /** The connection's namespace; the active one when absent. */
  namespace?: ChainNamespace | undefined
}

/**
 * Makes a connection the active one (behaviour.md §4.3): a held one without asking its wallet (the account, its data
 * and SIWX follow the active account), a disconnected one through its own flow: the wallet's prompt or WalletConnect's
 * QR code (`connect`), the Connect view's e-mail and social rows for a login. Throws for a connection that is not
 * the visitor's; a status none of §3.2's is "Invalid connection status".
 */
export async function switchConnection(
  latch: Latch,
  { connectorId, namespace = latch.getState().activeNamespace }: SwitchConnectionParameters,
): Promise<ActionResult> {
  const connection = getConnections(latch, { namespace }).find(
    (other) => other.connectorId === connectorId,
  )
  if (!connection) throw new LatchError('unknownConnector', errorTexts.unknownConnector)
  if (switchRule(connection.status) === 'reconnect') {
    const connector = getConnectors(latch)
      .flatMap((entry) => entry.namespaceConnectors ?? [entry])
      .find((side) => side.id === connectorId && side.namespace === namespace)
    if (!connector) throw new LatchError('unknownConnector', errorTexts.unknownConnector)
    // As "Add wallet": once it is back, ProfileWallets again rather than a closed modal.
    latch.store.setState({ profileWallets: { ...latch.getState().profileWallets, adding: true } })
    if (connector.type === 'AUTH') {
      // A login's own flow starts from its rows (e-mail, social), which the Connect view shows.
      setActiveNamespace(latch, namespace)
      pushView(latch, 'Connect')
      return { status: 'success' }
    }
    return connect(latch, { connectorId, namespace })
  }
  const attempt = { namespace, connectorId, status: 'pending' } as const
  const setAttempt = (switchAttempt: ProfileWalletsSlice['profileWallets']['switchAttempt']) =>
    latch.store.setState({ profileWallets: { ...latch.getState().profileWallets, switchAttempt } })
  setAttempt(attempt)
  try {
    if (connection.status === 'connected')
      await (await capability(latch, namespace, 'profileWallets'))?.switchConnection(connectorId)
    setActiveNamespace(latch, namespace)
    rememberConnection(latch, { namespace, connectorId }, Date.now())
    setAttempt(undefined)
    return { status: 'success' }
  } catch (cause) {
    const failure = walletFailure(cause, {
      rejected: { code: 'connectionRejected', text: errorTexts.connectionRejected },
      failed: { code: 'failedToConnect', text: errorTexts.failedToConnect },
    })
    setAttempt({ ...attempt, status: failure.status, message: failure.error.message })
    return failure
  }
}
