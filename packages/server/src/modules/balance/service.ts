import { PORTFOLIO_CACHE_MS, type TokenBalance } from '@latch/core'
import { LRUCache } from 'lru-cache'
import { erc20Abi, formatUnits, type Hex } from 'viem'
import type { ServedChain } from '../../platform/chains/createChainRegistry'
import type { TokenList } from '../../platform/tokens/createTokenList'
import type { PriceOracle } from '../prices/priceOracle'
import type { BalanceStore } from './store'

/** Accounts whose balances are kept (behaviour.md §9: 30 s); the least recently read go first past the cap. */
const CACHE_ENTRIES = 10_000

/**
 * An account's native balance and every ERC-20 it has received, read live from the chain and valued with the
 * price oracle (the operator's prices, else the pools'; without one, the operator's alone). Cached 30 s per
 * account; `fresh` skips (and refills) the cache.
 */
export function balanceService(
  store: BalanceStore,
  tokens: TokenList,
  cacheEntries = CACHE_ENTRIES,
  prices: PriceOracle = { usd: async (chain, address) => tokens.price(chain, address) },
) {
  const cache = new LRUCache<string, TokenBalance[]>({
    max: cacheEntries,
    ttl: PORTFOLIO_CACHE_MS,
  })

  async function load(chain: ServedChain, address: string): Promise<TokenBalance[]> {
    const held = await store.heldTokens(chain.caipNetworkId, address)
    const [native, ...tokenAmounts] = await Promise.all([
      chain.client.getBalance({ address: address as Hex }),
      ...held.map((token) =>
        chain.client
          .readContract({
            address: token.address as Hex,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [address as Hex],
          })
          .catch(() => 0n),
      ),
    ])
    const [nativePrice, ...tokenPrices] = await Promise.all(
      [undefined, ...held.map((token) => token.address)].map((address) =>
        prices.usd(chain.caipNetworkId, address),
      ),
    )
    const balance = (
      token: { name: string; symbol: string; decimals: number; address?: string },
      amount: bigint,
      price: number | undefined,
    ): TokenBalance => {
      const numeric = formatUnits(amount, token.decimals)
      return {
        name: token.name,
        symbol: token.symbol,
        chainId: chain.caipNetworkId as TokenBalance['chainId'],
        ...(token.address
          ? { address: `${chain.caipNetworkId}:${token.address}` as TokenBalance['address'] }
          : {}),
        ...(price === undefined ? {} : { price, value: Number(numeric) * price }),
        quantity: { decimals: String(token.decimals), numeric },
        iconUrl: null,
      }
    }
    return [
      balance({ name: 'Ether', symbol: 'ETH', decimals: 18 }, native ?? 0n, nativePrice),
      ...held.flatMap((token, index) => {
        const amount = tokenAmounts[index] ?? 0n
        return amount > 0n
          ? [
              balance(
                {
                  name: token.name ?? 'Unknown token',
                  symbol: token.symbol ?? '?',
                  decimals: token.decimals ?? 0,
                  address: token.address,
                },
                amount,
                tokenPrices[index],
              ),
            ]
          : []
      }),
    ]
  }

  return {
    async balances(chain: ServedChain, address: string, fresh: boolean) {
      const key = `${chain.caipNetworkId}:${address}`
      const cached = fresh ? undefined : cache.get(key)
      if (cached) return cached
      const balances = await load(chain, address)
      cache.set(key, balances)
      return balances
    },
    /** Accounts cached now (bounded by the cap). */
    cachedAccounts: () => cache.size,
  }
}

export type BalanceService = ReturnType<typeof balanceService>
