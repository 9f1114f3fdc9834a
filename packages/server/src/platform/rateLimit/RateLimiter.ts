/**
 * Counts requests per key in a sliding one-minute window (behaviour.md §15.2: a fixed window let twice the limit
 * through at its boundary): the previous minute's count weighs by how much of it still overlaps the last 60 s.
 * `cost` 0 only reads. `allowed` is false once the weighted count is over the limit.
 */
export type RateLimiter = {
  hit(
    key: string,
    limitPerMinute: number,
    cost?: number,
  ): Promise<{ allowed: boolean; resetMs: number }>
  /** Since when its shared store fails, for /health (limiters without one: absent). */
  degraded?(): number | undefined
  /** Whether its connection to a shared store is up now (limiters without one: absent). */
  connected?(): boolean
  close(): Promise<void>
}

export const WINDOW_MS = 60_000

/** The sliding-window rule both implementations share. */
export function slidingWindow(
  time: number,
  counts: { current: number; previous: number },
  limit: number,
) {
  const intoWindow = time % WINDOW_MS
  const weighted = counts.previous * ((WINDOW_MS - intoWindow) / WINDOW_MS) + counts.current
  return { allowed: weighted <= limit, resetMs: WINDOW_MS - intoWindow }
}
