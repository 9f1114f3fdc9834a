import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { ChainRegistry } from '../chains/createChainRegistry'
import type { Database } from '../db/Database'
import { parseRequest } from '../http/parseRequest'
import type { PriceSource } from '../prices/PriceSource'

const caipAddress = z
  .string()
  .regex(/^eip155:\d{1,12}:0x[0-9a-fA-F]{40}$/, 'must be a CAIP-10 token address')
  .transform((value) => value.toLowerCase())

/** `POST /v1/fungible/price` `{ currency, addresses, projectId }` → `{ fungibles }` for the known tokens. */
export function fungiblePriceRoutes(db: Database, chains: ChainRegistry, prices: PriceSource) {
  return async (app: FastifyInstance) => {
    app.post('/v1/fungible/price', async (request) => {
      const body = parseRequest(
        z.object({
          currency: z.literal('usd'),
          addresses: z.array(caipAddress).max(100),
          projectId: z.string().max(128).optional(),
        }),
        request.body,
      )
      const fungibles = []
      for (const value of body.addresses) {
        const [namespace, reference, address] = value.split(':') as [string, string, string]
        const caipNetworkId = `${namespace}:${reference}`
        if (!chains.get(caipNetworkId)) continue
        const [token] = await db.query<{ name: string | null; symbol: string | null }>(
          "select name, symbol from tokens where chain_id = $1 and address = $2 and standard = 'erc20'",
          [caipNetworkId, address],
        )
        if (!token?.symbol) continue
        const price = prices.price({ caipNetworkId, address, symbol: token.symbol })
        if (price === undefined) continue
        fungibles.push({
          address: value,
          name: token.name ?? token.symbol,
          symbol: token.symbol,
          iconUrl: null,
          price,
        })
      }
      return { fungibles }
    })
  }
}
