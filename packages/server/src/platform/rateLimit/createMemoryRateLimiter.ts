import { LRUCache } from 'lru-cache'
import { type RateLimiter, slidingWindow, WINDOW_MS } from './RateLimiter'

/** Keys (projects, client addresses) counted per process; the least recently seen go first past this. */
const MAX_KEYS = 100_000

/** One process's counters: the embedded default, and the fallback while Redis is unreachable. */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new LRUCache<string, { start: number; current: number; previous: number }>({
    max: MAX_KEYS,
  })
  return {
    async hit(key, limit, cost = 1) {
      const time = now()
      const start = time - (time % WINDOW_MS)
      let window = windows.get(key)
      if (!window || window.start !== start)
        window = {
          start,
          current: 0,
          previous: window?.start === start - WINDOW_MS ? window.current : 0,
        }
      window.current += cost
      windows.set(key, window)
      return slidingWindow(time, window, limit)
    },
    async close() {
      windows.clear()
    },
  }
}
