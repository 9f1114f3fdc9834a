import type { ChainNamespace } from '../caip/chainNamespace'
import type { Latch } from '../createLatch'
import type { ActionResult } from '../errors/ActionResult'
import * as errorTexts from '../errors/errorTexts'
import { LatchError } from '../errors/LatchError'
import { closeModal } from '../modal/closeModal'
import { adapterOf } from './adapterOf'
import { getAccount } from './getAccount'

export type DisconnectParameters = {
  /**
   * Which connection to end (behaviour.md §14.1: one per namespace): a namespace, `'all'`, or the active one when
   * absent.
   */
  namespace?: ChainNamespace | 'all' | undefined
}

/**
 * Disconnects a wallet, forgets its saved connection and closes the modal; the session (behaviour.md §3) is forgotten
 * once no namespace is connected. An adapter holding several connections (behaviour.md §4.12) ends the active one
 * only, and the one it makes active stays saved. Forgetting happens even when the wallet fails to answer ("Failed to disconnect" as a
 * toast). Another namespace still connected becomes the active one (the connection feature follows it).
 */
export async function disconnect(
  latch: Latch,
  parameters: DisconnectParameters = {},
): Promise<ActionResult> {
  const { namespace = latch.getState().activeNamespace } = parameters
  const all = namespace === 'all'
  const namespaces = all ? latch.adapters.map((adapter) => adapter.namespace) : [namespace]
  const adapters = namespaces
    .map((namespace) => adapterOf(latch, namespace))
    .filter(
      (adapter) =>
        !all || getAccount(latch, { namespace: adapter.namespace }).status !== 'disconnected',
    )
  const ending = new Map(
    adapters.map(({ namespace }) => [namespace, getAccount(latch, { namespace }).connectorId]),
  )
  for (const [namespace, connectorId] of ending)
    if (connectorId) latch.events.emit('disconnectRequested', { namespace, connectorId })
  try {
    const results = await Promise.allSettled(adapters.map((adapter) => adapter.disconnect()))
    const failure = results.find((result) => result.status === 'rejected')
    if (!failure) return { status: 'success' }
    const error = new LatchError('failedToDisconnect', errorTexts.failedToDisconnect, {
      cause: failure.reason,
    })
    latch.toasts.show('error', error.message)
    return { status: 'failed', error }
  } finally {
    const connections = { ...latch.storage.getConnections() }
    for (const namespace of namespaces) {
      // An adapter that holds several connections (behaviour.md §4.12) has made another one active: that one stays.
      const next = getAccount(latch, { namespace })
      if (next.isConnected && next.connectorId && next.connectorId !== ending.get(namespace))
        connections[namespace] = { connectorId: next.connectorId }
      else delete connections[namespace]
    }
    latch.storage.setConnections(connections)
    if (Object.keys(connections).length === 0) latch.storage.clearSession()
    closeModal(latch)
  }
}
