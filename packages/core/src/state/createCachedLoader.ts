/** The outcome of a cached load: a value, the error of a failed load, or blocked by an earlier failure. */
export type CachedResult<Value> =
  | { type: 'value'; value: Value }
  | { type: 'error'; error: unknown }
  | { type: 'blocked' }

/**
 * Loads values by key with the timing of behaviour.md §4 and §9: a value is served from cache for `ttlMs`, concurrent
 * requests for a key share one load, and after a failure every load is blocked for `retryBlockMs`. `force`
 * skips the cache, not the block. The clock is injected so the rules are tested without waiting.
 */
export function createCachedLoader<Request extends { key: string }, Value>(parameters: {
  load: (request: Request) => Promise<Value>
  ttlMs: number
  retryBlockMs?: number
  now?: () => number
}) {
  const now = parameters.now ?? Date.now
  const cache = new Map<string, { value: Value; at: number }>()
  const inFlight = new Map<string, Promise<CachedResult<Value>>>()
  let blockedUntil = 0

  async function get(
    request: Request,
    options: { force?: boolean } = {},
  ): Promise<CachedResult<Value>> {
    const cached = cache.get(request.key)
    if (!options.force && cached && now() - cached.at < parameters.ttlMs)
      return { type: 'value', value: cached.value }
    if (now() < blockedUntil) return { type: 'blocked' }
    const running = inFlight.get(request.key)
    if (running) return running
    const promise = parameters.load(request).then(
      (value): CachedResult<Value> => {
        cache.set(request.key, { value, at: now() })
        return { type: 'value', value }
      },
      (error): CachedResult<Value> => {
        blockedUntil = now() + (parameters.retryBlockMs ?? 0)
        return { type: 'error', error }
      },
    )
    inFlight.set(request.key, promise)
    try {
      return await promise
    } finally {
      inFlight.delete(request.key)
    }
  }

  return {
    get,
    /** The cached value, fresh or not, without loading. */
    peek: (key: string) => cache.get(key)?.value,
    /** Resolves once the key's load under way, if any, has ended (a forced load that must not join it). */
    settled: async (key: string): Promise<void> => void (await inFlight.get(key)),
    invalidate: (key: string) => void cache.delete(key),
    clear: () => cache.clear(),
  }
}
