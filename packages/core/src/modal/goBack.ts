import { getAccount } from '../connection/getAccount'
import type { Latch } from '../createLatch'
import { historyAfterBack } from '../router/routerRules'
import { closeModal } from './closeModal'

/**
 * Back (behaviour.md §2): the previous view, Account instead of Connect while connected, or closing on the last one.
 */
export function goBack(latch: Latch): void {
  const result = historyAfterBack(latch.getState().history, getAccount(latch).isConnected)
  if (result.type === 'close') closeModal(latch)
  else latch.store.setState({ history: result.history })
}
