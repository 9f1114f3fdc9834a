import type { AdapterBalance } from '../adapter'
import { BALANCE_RETRY_BLOCK_MS, NATIVE_BALANCE_CACHE_MS } from '../constants'
import type { Network } from '../network/Network'

export type BalanceRequest = { key: string; address: string; network: Network }
export type BalanceResult =
  | { type: 'value'; value: AdapterBalance }
  | { type: 'error'; error: unknown }
  | { type: 'blocked' }

/**
 * Loads native balances with the spec's timing (§4, §9): a balance is cached for 30 s, concurrent requests
 * share one load, and after a failure further loads are blocked for 1 s. `force` skips the cache, not the block.
 */
export function createBalanceLoader(parameters: {
  load: (request: BalanceRequest) => Promise<AdapterBalance>
  now?: () => number
}) {
  const now = parameters.now ?? Date.now
  const cache = new Map<string, { value: AdapterBalance; at: number }>()
  const inFlight = new Map<string, Promise<BalanceResult>>()
  let blockedUntil = 0

  async function get(
    request: BalanceRequest,
    options: { force?: boolean } = {},
  ): Promise<BalanceResult> {
    const cached = cache.get(request.key)
    if (!options.force && cached && now() - cached.at < NATIVE_BALANCE_CACHE_MS)
      return { type: 'value', value: cached.value }
    if (now() < blockedUntil) return { type: 'blocked' }
    const running = inFlight.get(request.key)
    if (running) return running
    const promise = parameters.load(request).then(
      (value): BalanceResult => {
        cache.set(request.key, { value, at: now() })
        return { type: 'value', value }
      },
      (error): BalanceResult => {
        blockedUntil = now() + BALANCE_RETRY_BLOCK_MS
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

  return { get, clear: () => cache.clear() }
}
