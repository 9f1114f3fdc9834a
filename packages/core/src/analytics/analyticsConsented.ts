import type { Latch } from '../createLatch'

/**
 * Whether the visitor's consent lets an event be kept and sent now (behaviour.md §7.7): what the app last set with
 * `setAnalyticsConsent`, else its `consent` option (asked each time when a function), granted when it has none.
 */
export function analyticsConsented(latch: Latch): boolean {
  const options = latch.options.analytics
  if (options?.enabled === false) return false
  const set = latch.getState().analytics?.consent
  if (set !== undefined) return set
  const consent = options?.consent
  if (typeof consent === 'function') {
    try {
      return consent() === true
    } catch {
      return false
    }
  }
  return consent ?? true
}
