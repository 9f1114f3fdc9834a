import type { RateLimiter } from './RateLimiter'

const WINDOW_MS = 60_000

/** One process's counters: the embedded default. */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>()
  return {
    async hit(key, limit) {
      const time = now()
      const start = time - (time % WINDOW_MS)
      let window = windows.get(key)
      if (!window || window.start !== start) {
        window = { start, count: 0 }
        windows.set(key, window)
      }
      window.count++
      return { allowed: window.count <= limit, resetMs: start + WINDOW_MS - time }
    },
    async close() {
      windows.clear()
    },
  }
}
