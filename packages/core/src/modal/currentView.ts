import type { Latch } from '../createLatch'
import type { RouterEntry } from '../router/views'

/** The entry on screen (the top of the history). */
export function currentEntry(latch: Latch): RouterEntry | undefined {
  const { history } = latch.getState()
  return history[history.length - 1]
}

/** The view on screen. */
export function currentView(latch: Latch) {
  return currentEntry(latch)?.view
}
