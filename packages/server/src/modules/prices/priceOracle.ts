import { LRUCache } from 'lru-cache'
import type { Address } from 'viem'
import type { ModuleContext } from '../../platform/ServerModule'
import { NATIVE_TOKEN_ADDRESS } from '../convert/nativeTokenAddress'
import type { SwapProvider } from '../convert/SwapProvider'
import { swapProviders } from '../convert/swapProviders'

/** How long a price read from the pools is kept (data-api.md: token prices 15 s). */
export const POOL_PRICE_TTL_MS = 15_000
/**
 * The least a route's thinnest pool must hold toward the USD stable, in USD, for its price to be shown: a pool
 * thinner than that costs little to move, so anyone could set the value the Tokens tab shows.
 */
export const MIN_POOL_LIQUIDITY_USD = 1_000

export type PriceOracle = {
  /**
   * The USD price of a token on the operator's list (`address` undefined: the native coin), keyed on chain and
   * contract: the operator's `priceUsd` when set (an explicit override), else the pools' mid price against the
   * chain's USD stable (`LATCH_SWAP`) along a route at least `MIN_POOL_LIQUIDITY_USD` deep. Undefined when neither
   * knows it (unknown, not zero).
   */
  usd(caipNetworkId: string, address: string | undefined): Promise<number | undefined>
}

type Clock = { now(): number }

/** The price oracle over the operator's list and the swap providers (one per app, shared by its modules). */
export function createPriceOracle({
  tokens,
  providers,
  usdStables,
  clock = performance,
  ttlMs = POOL_PRICE_TTL_MS,
  minLiquidityUsd = MIN_POOL_LIQUIDITY_USD,
}: {
  tokens: ModuleContext['tokens']
  providers: ReadonlyMap<string, SwapProvider>
  /** Each swap chain's USD stable, lower case. */
  usdStables: ReadonlyMap<string, string>
  clock?: Clock
  ttlMs?: number
  minLiquidityUsd?: number
}): PriceOracle {
  const cache = new LRUCache<string, { price: number | null }>({
    max: 10_000,
    ttl: ttlMs,
    // Read the clock on every lookup (an injected one may move without a timer running in between).
    ttlResolution: 0,
    perf: clock,
  })
  const reading = new Map<string, Promise<number | undefined>>()

  async function fromPools(caipNetworkId: string, address: string | undefined) {
    const provider = providers.get(caipNetworkId)
    const stable = usdStables.get(caipNetworkId)
    if (!provider || !stable) return undefined
    const token = (address?.toLowerCase() ?? NATIVE_TOKEN_ADDRESS) as Address
    const mid = await provider.midPrice(token, stable as Address)
    if (!mid || !(mid.depth >= minLiquidityUsd)) return undefined
    return Number.isFinite(mid.price) && mid.price > 0 ? mid.price : undefined
  }

  return {
    async usd(caipNetworkId, address) {
      const override = tokens.price(caipNetworkId, address)
      if (override !== undefined) return override
      if (!tokens.isListed(caipNetworkId, address)) return undefined
      const key = `${caipNetworkId}:${address?.toLowerCase() ?? 'native'}`
      const cached = cache.get(key)
      if (cached) return cached.price ?? undefined
      // Concurrent readers of one price share one read of the pools.
      const pending = reading.get(key)
      if (pending) return pending
      const read = fromPools(caipNetworkId, address)
        .then((price) => {
          cache.set(key, { price: price ?? null })
          return price
        })
        // A node that does not answer leaves the price unknown for now (not cached): balances still answer.
        .catch(() => undefined)
        .finally(() => reading.delete(key))
      reading.set(key, read)
      return read
    },
  }
}

const perApp = new WeakMap<object, PriceOracle>()

/** The app's price oracle: one per app, so the balance and price routes share its cache. */
export function priceOracle(
  context: Pick<ModuleContext, 'config' | 'chains' | 'tokens'>,
): PriceOracle {
  const known = perApp.get(context.chains)
  if (known) return known
  const oracle = createPriceOracle({
    tokens: context.tokens,
    providers: swapProviders(context),
    usdStables: new Map(context.config.swap.map((swap) => [swap.caipNetworkId, swap.usdStable])),
  })
  perApp.set(context.chains, oracle)
  return oracle
}
