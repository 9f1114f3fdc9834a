import type { Latch } from '../createLatch'
import { showAlert } from './showAlert'
import { startProjectCheck } from './startProjectCheck'

/**
 * The alerts' start at the modal's first open (behaviour.md §8.8): the embedded wallet's frame failures
 * (`embeddedWalletFailed`) show theirs from then on, a shown alert is cleared when the modal closes, and the project
 * check (`startProjectCheck`) runs once.
 */
export function startAlerts(latch: Latch): () => void {
  const stops = [
    latch.events.on('embeddedWalletFailed', ({ code }) => showAlert(latch, code)),
    latch.events.on('closed', () => {
      if (latch.getState().alert) latch.store.setState({ alert: undefined })
    }),
    startProjectCheck(latch),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}
