import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { ChainRegistry } from '../../platform/chains/createChainRegistry'
import { namespaceAddress, namespaceNetwork } from '../../platform/chains/namespaceSchemas'
import { httpErrors } from '../../platform/http/HttpError'
import { parseRequest } from '../../platform/http/parseRequest'
import { caipNetworkId, evmAddress, sdkQuery } from '../../platform/http/schemas'
import { decodeHistoryCursor } from './historyCursor'
import type { HistoryService } from './service'

/**
 * `GET /v1/account/{account}/history?chainId&cursor&spam&forceUpdate` → `{ data, next }`. A namespace other than
 * EVM's (`solana:…`) is served by the source its module registered, with its own address rule and cursor;
 * `forceUpdate` (any value) reads past that source's cache, as the balance's does (EVM's history is the indexer's
 * tables, never cached).
 */
export function historyRoutes(service: HistoryService, chains: ChainRegistry) {
  return async (app: FastifyInstance) => {
    app.get('/account/:account/history', async (request) => {
      const query = parseRequest(
        z.object({
          ...sdkQuery,
          chainId: caipNetworkId,
          cursor: z.string().max(128).optional(),
          /** `include`: spam transactions too, marked (they are left out by default). */
          spam: z.enum(['hide', 'include']).default('hide'),
          forceUpdate: z.string().max(4096).optional(),
        }),
        request.query,
      )
      const source = chains.namespaces.get(query.chainId.split(':')[0] ?? '')
      if (source) {
        parseRequest(z.object({ chainId: namespaceNetwork(source) }), { chainId: query.chainId })
        const { account } = parseRequest(
          z.object({ account: namespaceAddress(source) }),
          request.params,
        )
        return source.history(query.chainId, account, {
          cursor: query.cursor,
          includeSpam: query.spam === 'include',
          fresh: Boolean(query.forceUpdate),
        })
      }
      const { account } = parseRequest(z.object({ account: evmAddress }), request.params)
      const cursor = query.cursor === undefined ? undefined : decodeHistoryCursor(query.cursor)
      if (query.cursor !== undefined && !cursor)
        throw httpErrors.badRequest('cursor: not a valid cursor')
      if (!chains.get(query.chainId)) return { data: [], next: null }
      return service.page(query.chainId, account, cursor, query.spam === 'include')
    })
  }
}
