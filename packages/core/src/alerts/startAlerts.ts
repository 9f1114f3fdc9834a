import type { Latch } from '../createLatch'
import { showAlert } from './showAlert'
import { startProjectCheck } from './startProjectCheck'

/**
 * The alerts' start at the modal's first open: the embedded wallet's frame failures (`embeddedWalletFailed`) show
 * theirs from then on, and the project check (`startProjectCheck`) runs once.
 */
export function startAlerts(latch: Latch): () => void {
  const stopFrame = latch.events.on('embeddedWalletFailed', ({ code }) => showAlert(latch, code))
  const stopCheck = startProjectCheck(latch)
  return () => {
    stopFrame()
    stopCheck()
  }
}
