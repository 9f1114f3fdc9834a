import type { TokenBalance } from '@latch/core'
import { PORTFOLIO_CACHE_MS } from '@latch/core'
import type { FastifyInstance } from 'fastify'
import { erc20Abi, type Hex } from 'viem'
import { z } from 'zod'
import type { ChainRegistry, ServedChain } from '../chains/createChainRegistry'
import type { Database } from '../db/Database'
import { httpErrors } from '../http/HttpError'
import { parseRequest } from '../http/parseRequest'
import { caipNetworkId, evmAddress, sdkQuery } from '../http/schemas'
import type { PriceSource } from '../prices/PriceSource'
import { toDecimalString } from './history'

type HeldToken = { address: string; name: string | null; symbol: string | null; decimals: number }

/**
 * `GET /v1/account/{address}/balance?currency=usd&chainId&forceUpdate` → `{ balances }`: the native balance
 * and every ERC-20 the address has touched, read live from the chain, valued with the price source. Cached
 * 30 s per account; `forceUpdate` (comma-joined CAIP-10 tokens) skips the cache.
 */
export function balanceRoutes(db: Database, chains: ChainRegistry, prices: PriceSource) {
  const cache = new Map<string, { at: number; body: { balances: TokenBalance[] } }>()

  async function load(chain: ServedChain, address: string): Promise<TokenBalance[]> {
    const held = await db.query<HeldToken>(
      `select k.address, k.name, k.symbol, k.decimals from tokens k
       where k.chain_id = $1 and k.standard = 'erc20' and exists (
         select 1 from transfers t where t.chain_id = k.chain_id and t.token_address = k.address
           and t.to_address = $2 and t.standard = 'erc20')`,
      [chain.caipNetworkId, address],
      { name: 'balance-held-tokens' },
    )
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
    const balance = (
      token: { name: string; symbol: string; decimals: number; address?: string },
      amount: bigint,
    ): TokenBalance => {
      const numeric = toDecimalString(amount.toString(), token.decimals)
      const price = prices.price({ caipNetworkId: chain.caipNetworkId, ...token })
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
      balance({ name: 'Ether', symbol: 'ETH', decimals: 18 }, native ?? 0n),
      ...held.flatMap((token, index) => {
        const amount = tokenAmounts[index] ?? 0n
        return amount > 0n
          ? [
              balance(
                {
                  name: token.name ?? 'Unknown token',
                  symbol: token.symbol ?? '?',
                  decimals: token.decimals,
                  address: token.address,
                },
                amount,
              ),
            ]
          : []
      }),
    ]
  }

  return async (app: FastifyInstance) => {
    app.get('/v1/account/:address/balance', async (request) => {
      const { address } = parseRequest(z.object({ address: evmAddress }), request.params)
      const query = parseRequest(
        z.object({
          ...sdkQuery,
          currency: z.literal('usd').default('usd'),
          chainId: caipNetworkId,
          forceUpdate: z.string().max(4096).optional(),
        }),
        request.query,
      )
      const chain = chains.get(query.chainId)
      if (!chain) return { balances: [] }
      const key = `${chain.caipNetworkId}:${address}`
      const cached = cache.get(key)
      if (!query.forceUpdate && cached && Date.now() - cached.at < PORTFOLIO_CACHE_MS)
        return cached.body
      let balances: TokenBalance[]
      try {
        balances = await load(chain, address)
      } catch {
        throw httpErrors.upstream(`The ${chain.caipNetworkId} node did not answer`)
      }
      const body = { balances }
      cache.set(key, { at: Date.now(), body })
      return body
    })
  }
}
