import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { ChainRegistry } from '../../platform/chains/createChainRegistry'
import { httpErrors } from '../../platform/http/HttpError'
import { parseRequest } from '../../platform/http/parseRequest'
import { caipNetworkId, evmAddress, sdkQuery } from '../../platform/http/schemas'
import { decodeHistoryCursor } from './historyCursor'
import type { HistoryService } from './service'

/** `GET /v1/account/{account}/history?chainId&cursor&spam` → `{ data, next }`. */
export function historyRoutes(service: HistoryService, chains: ChainRegistry) {
  return async (app: FastifyInstance) => {
    app.get('/account/:account/history', async (request) => {
      const { account } = parseRequest(z.object({ account: evmAddress }), request.params)
      const query = parseRequest(
        z.object({
          ...sdkQuery,
          chainId: caipNetworkId,
          cursor: z.string().max(64).optional(),
          /** `include`: spam transactions too, marked (they are left out by default). */
          spam: z.enum(['hide', 'include']).default('hide'),
        }),
        request.query,
      )
      const cursor = query.cursor === undefined ? undefined : decodeHistoryCursor(query.cursor)
      if (query.cursor !== undefined && !cursor)
        throw httpErrors.badRequest('cursor: not a valid cursor')
      if (!chains.get(query.chainId)) return { data: [], next: null }
      return service.page(query.chainId, account, cursor, query.spam === 'include')
    })
  }
}
