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
 * once no namespace is connected. Forgetting happens even when the wallet fails to answer ("Failed to disconnect" as a
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
    for (const namespace of namespaces) delete connections[namespace]
    latch.storage.setConnections(connections)
    if (Object.keys(connections).length === 0) latch.storage.clearSession()
    closeModal(latch)
  }
}
