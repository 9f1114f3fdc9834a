import { getAccount } from '../connection/getAccount'
import type { Latch } from '../createLatch'
import { closedHistory, inlineView } from '../router/routerRules'

/** Closes the modal and resets its history (behaviour.md §2); the inline modal goes back to its start view instead. */
export function closeModal(latch: Latch): void {
  if (latch.getState().closeDisabled) return
  if (latch.options.inline) {
    latch.store.setState({ history: [{ view: inlineView(getAccount(latch).isConnected) }] })
    latch.events.emit('closed', {})
    return
  }
  const wasOpen = latch.getState().open
  latch.store.setState({ open: false, history: closedHistory })
  if (wasOpen) latch.events.emit('closed', {})
}
