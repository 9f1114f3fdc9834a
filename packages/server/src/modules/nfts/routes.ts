import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { ChainRegistry } from '../../platform/chains/createChainRegistry'
import { parseRequest } from '../../platform/http/parseRequest'
import { caipNetworkId, evmAddress, sdkQuery } from '../../platform/http/schemas'
import type { NftService } from './service'

/** `GET /v1/account/{address}/nfts?chainId&cursor` → `{ data, next }`. */
export function nftRoutes(service: NftService, chains: ChainRegistry) {
  return async (app: FastifyInstance) => {
    app.get('/account/:address/nfts', async (request) => {
      const { address } = parseRequest(z.object({ address: evmAddress }), request.params)
      const query = parseRequest(
        z.object({
          ...sdkQuery,
          chainId: caipNetworkId,
          cursor: z
            .string()
            .regex(/^\d{1,6}$/, 'not a valid cursor')
            .optional(),
        }),
        request.query,
      )
      if (!chains.get(query.chainId)) return { data: [], next: null }
      return service.page(query.chainId, address, Number(query.cursor ?? 0))
    })
  }
}
