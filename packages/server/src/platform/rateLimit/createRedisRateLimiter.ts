import { Redis } from 'ioredis'
import { type RateLimiter, slidingWindow, WINDOW_MS } from './RateLimiter'

/** A Redis command that takes longer fails (behaviour.md §15.2: a hung Redis hung every request). */
const COMMAND_TIMEOUT_MS = 250

// Adds the cost to this minute's counter and reads the previous minute's, atomically.
const hitScript = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
local cost = tonumber(ARGV[1])
if cost > 0 then
  current = redis.call('INCRBY', KEYS[1], cost)
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return { current, tonumber(redis.call('GET', KEYS[2]) or '0') }`

/**
 * Counters shared by every instance behind a load balancer (`REDIS_URL`). Commands fail fast: after
 * COMMAND_TIMEOUT_MS, and at once while disconnected (no offline queue); the caller decides what a failure
 * means (createFailOpenRateLimiter).
 */
export function createRedisRateLimiter(
  url: string,
  options: { now?: () => number; onError?: (error: Error) => void } = {},
): RateLimiter {
  const now = options.now ?? Date.now
  const redis = new Redis(url, {
    commandTimeout: COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Reconnect in the background, at most every 300 ms: /health follows Redis coming back within a second.
    retryStrategy: (attempt) => Math.min(attempt * 100, 300),
  })
  // Without a listener an 'error' event is thrown ("Unhandled error event") and fills the log.
  redis.on('error', options.onError ?? (() => {}))
  /** Waits for the connection as long as a command may take (the first calls after a start), no longer. */
  const ready = () =>
    redis.status === 'ready'
      ? Promise.resolve()
      : new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => {
            redis.off('ready', onReady)
            reject(new Error(`Redis is not connected (${redis.status})`))
          }, COMMAND_TIMEOUT_MS)
          const onReady = () => {
            clearTimeout(timer)
            resolve()
          }
          redis.once('ready', onReady)
        })
  return {
    async hit(key, limit, cost = 1) {
      await ready()
      const time = now()
      const start = time - (time % WINDOW_MS)
      const [current, previous] = (await redis.eval(
        hitScript,
        2,
        `latch:rate:${key}:${start}`,
        `latch:rate:${key}:${start - WINDOW_MS}`,
        cost,
        WINDOW_MS * 2,
      )) as [number, number]
      return slidingWindow(time, { current: Number(current), previous: Number(previous) }, limit)
    },
    connected: () => redis.status === 'ready',
    async close() {
      await redis.quit().catch(() => redis.disconnect())
    },
  }
}
