import { Redis } from 'ioredis'
import type { RateLimiter } from './RateLimiter'

const WINDOW_MS = 60_000

/** Counters shared by every instance behind a load balancer (`REDIS_URL`). */
export function createRedisRateLimiter(url: string, now: () => number = Date.now): RateLimiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 })
  return {
    async hit(key, limit) {
      const time = now()
      const start = time - (time % WINDOW_MS)
      const windowKey = `latch:rate:${key}:${start}`
      const [[, count] = []] = (await redis
        .multi()
        .incr(windowKey)
        .pexpire(windowKey, WINDOW_MS * 2)
        .exec()) as Array<[Error | null, number]>
      return { allowed: Number(count) <= limit, resetMs: start + WINDOW_MS - time }
    },
    async close() {
      await redis.quit()
    },
  }
}
