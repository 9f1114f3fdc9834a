import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { ChainRegistry } from '../../platform/chains/createChainRegistry'
import { namespaceAddress, namespaceNetwork } from '../../platform/chains/namespaceSchemas'
import { httpErrors } from '../../platform/http/HttpError'
import { parseRequest } from '../../platform/http/parseRequest'
import { caipNetworkId, evmAddress, sdkQuery } from '../../platform/http/schemas'
import type { BalanceService } from './service'

/**
 * `GET /v1/account/{address}/balance?currency=usd&chainId&forceUpdate` → `{ balances }`; `forceUpdate`
 * (comma-joined CAIP-10 tokens) skips the 30 s cache. A namespace other than EVM's (`solana:…`) is served by
 * the source its module registered, with its own address rule.
 */
export function balanceRoutes(service: BalanceService, chains: ChainRegistry) {
  return async (app: FastifyInstance) => {
    app.get('/account/:address/balance', async (request) => {
      const query = parseRequest(
        z.object({
          ...sdkQuery,
          currency: z.literal('usd').default('usd'),
          chainId: caipNetworkId,
          forceUpdate: z.string().max(4096).optional(),
        }),
        request.query,
      )
      const source = chains.namespaces.get(query.chainId.split(':')[0] ?? '')
      if (source) {
        parseRequest(z.object({ chainId: namespaceNetwork(source) }), { chainId: query.chainId })
        const { address } = parseRequest(
          z.object({ address: namespaceAddress(source) }),
          request.params,
        )
        return {
          balances: await source.balances(query.chainId, address, Boolean(query.forceUpdate)),
        }
      }
      const { address } = parseRequest(z.object({ address: evmAddress }), request.params)
      const chain = chains.get(query.chainId)
      if (!chain) return { balances: [] }
      try {
        return { balances: await service.balances(chain, address, Boolean(query.forceUpdate)) }
      } catch {
        throw httpErrors.upstream(`The ${chain.caipNetworkId} node did not answer`)
      }
    })
  }
}
