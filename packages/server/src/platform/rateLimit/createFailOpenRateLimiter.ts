import type { RateLimiter } from './RateLimiter'

/** While the shared store fails, it is tried again at most this often (the others count locally at once). */
const RETRY_MS = 1_000

/**
 * Shared limits that survive their store: while the shared limiter (Redis) fails, each instance counts on its
 * own (`local`) instead of refusing every request or hanging on it. The API stays up with per-instance limits
 * (at most instances × the limit) rather than going down with Redis: the choice for a data API that wallets
 * read (README, "Limits"). A failing store is retried once a second, not on every request. `degraded()` is
 * what /health reports.
 */
export function createFailOpenRateLimiter(
  shared: RateLimiter,
  local: RateLimiter,
  onFailure: (error: unknown) => void = () => {},
) {
  let failingSince: number | undefined
  let lastTry = 0
  /** The failure was the connection's (not a hung Redis): its coming back ends it. */
  let disconnected = false
  return {
    async hit(key: string, limit: number, cost?: number) {
      if (failingSince !== undefined && Date.now() - lastTry < RETRY_MS)
        return local.hit(key, limit, cost)
      lastTry = Date.now()
      try {
        const result = await shared.hit(key, limit, cost)
        failingSince = undefined
        return result
      } catch (error) {
        if (failingSince === undefined) {
          failingSince = Date.now()
          onFailure(error)
        }
        return local.hit(key, limit, cost)
      }
    },
    /**
     * Since when the shared store fails (undefined while it answers). Its connection counts at once, both ways:
     * /health follows Redis going and coming back without waiting for a request to find out.
     */
    degraded() {
      const connected = shared.connected?.()
      if (connected === false) {
        failingSince ??= Date.now()
        disconnected = true
      } else if (connected && disconnected) {
        failingSince = undefined
        disconnected = false
        lastTry = 0
      }
      return failingSince
    },
    async close() {
      await Promise.all([shared.close(), local.close()])
    },
  } satisfies RateLimiter & { degraded(): number | undefined }
}
