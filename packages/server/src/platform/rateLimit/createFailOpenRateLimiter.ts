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
    /** Since when the shared store fails (undefined while it answers). */
    degraded: () => failingSince,
    async close() {
      await Promise.all([shared.close(), local.close()])
    },
  } satisfies RateLimiter & { degraded(): number | undefined }
}
