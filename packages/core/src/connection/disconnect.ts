import type { Latch } from '../createLatch'
import type { ActionResult } from '../errors/ActionResult'
import * as errorTexts from '../errors/errorTexts'
import { LatchError } from '../errors/LatchError'
import { closeModal } from '../modal/closeModal'
import { adapterOf } from './adapterOf'

/**
 * Disconnects the active wallet, forgets the saved connection and the session (spec §3) and closes the modal.
 * Forgetting happens even when the wallet fails to answer ("Failed to disconnect" as a toast).
 */
export async function disconnect(latch: Latch): Promise<ActionResult> {
  const namespace = latch.getState().activeNamespace
  try {
    await adapterOf(latch, namespace).disconnect()
    return { status: 'success' }
  } catch (cause) {
    const error = new LatchError('failedToDisconnect', errorTexts.failedToDisconnect, { cause })
    latch.toasts.show('error', error.message)
    return { status: 'failed', error }
  } finally {
    const { [namespace]: _forgotten, ...rest } = latch.storage.getConnections()
    latch.storage.setConnections(rest)
    latch.storage.clearSession()
    closeModal(latch)
  }
}
