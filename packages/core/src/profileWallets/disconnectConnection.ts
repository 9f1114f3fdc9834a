import type { ChainNamespace } from '../caip/chainNamespace'
import { capability } from '../connection/capability'
import { disconnect } from '../connection/disconnect'
import { getAccount } from '../connection/getAccount'
import type { Latch } from '../createLatch'
import type { ActionResult } from '../errors/ActionResult'
import * as errorTexts from '../errors/errorTexts'
import { LatchError } from '../errors/LatchError'
import { getConnections } from './getConnections'
import { writeSavedWallets } from './savedWalletsStorage'

export type DisconnectConnectionParameters = {
  connectorId: string
  /** The connection's namespace; the active one when absent. */
  namespace?: ChainNamespace | undefined
}

/**
 * Ends one connection and forgets it; the others stay, and the modal stays on ProfileWallets. The namespace's last
 * one ends as a disconnect does (the session forgotten once no namespace is connected). Forgetting happens even when
 * the wallet fails to answer ("Failed to disconnect" as a toast).
 */
export async function disconnectConnection(
  latch: Latch,
  { connectorId, namespace = latch.getState().activeNamespace }: DisconnectConnectionParameters,
): Promise<ActionResult> {
  const connections = getConnections(latch, { namespace })
  const connection = connections.find((other) => other.connectorId === connectorId)
  if (!connection) throw new LatchError('unknownConnector', errorTexts.unknownConnector)
  const saved = latch.getState().profileWallets?.saved ?? []
  writeSavedWallets(
    latch,
    saved.filter((wallet) => wallet.namespace !== namespace || wallet.connectorId !== connectorId),
  )
  if (connection.status === 'disconnected') return { status: 'success' }
  const held = connections.filter((other) => other.status !== 'disconnected')
  if (held.length === 1) return disconnect(latch, { namespace })
  try {
    await (await capability(latch, namespace, 'profileWallets'))?.disconnectConnection(connectorId)
    return { status: 'success' }
  } catch (cause) {
    const error = new LatchError('failedToDisconnect', errorTexts.failedToDisconnect, { cause })
    latch.toasts.show('error', error.message)
    return { status: 'failed', error }
  } finally {
    const active = getAccount(latch, { namespace })
    if (active.isConnected && active.connectorId)
      latch.storage.setConnections({
        ...latch.storage.getConnections(),
        [namespace]: { connectorId: active.connectorId },
      })
  }
}
