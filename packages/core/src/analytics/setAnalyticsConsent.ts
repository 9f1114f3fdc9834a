import type { Latch } from '../createLatch'

/**
 * The app's consent banner answered (behaviour.md §7.7): granted, analytics keeps and sends events; withdrawn, it
 * keeps none and drops what waits to be sent.
 */
export function setAnalyticsConsent(latch: Latch, granted: boolean): void {
  if (!latch.getState().analytics) return
  latch.store.setState({ analytics: { consent: granted } })
}
