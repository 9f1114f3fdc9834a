/** A count of events in one one-second window. */
export type RateWindow = { readonly startedAt: number; readonly count: number }

export const emptyWindow: RateWindow = { startedAt: 0, count: 0 }

/**
 * Counts `n` events at `now` (ms) against `limit` a second: allowed while the window's count stays within it.
 * Refused events still count, so a client that keeps pushing past the limit is seen doing so.
 */
export function countInWindow(
  window: RateWindow,
  now: number,
  n: number,
  limit: number,
): { allowed: boolean; window: RateWindow } {
  const current = now - window.startedAt >= 1_000 ? { startedAt: now, count: 0 } : window
  const count = current.count + n
  return { allowed: count <= limit, window: { startedAt: current.startedAt, count } }
}
