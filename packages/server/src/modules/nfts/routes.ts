import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { ChainRegistry } from '../../platform/chains/createChainRegistry'
import { namespaceAddress, namespaceNetwork } from '../../platform/chains/namespaceSchemas'
import { parseRequest } from '../../platform/http/parseRequest'
import { caipNetworkId, evmAddress, sdkQuery } from '../../platform/http/schemas'
import type { NftService } from './service'

/**
 * `GET /v1/account/{address}/nfts?chainId&cursor` → `{ data, next }`. NFTs are indexed on EVM chains only: another
 * namespace's account (Solana, behaviour.md §14.6) is checked by its own rule and answers empty, like an unserved
 * chain.
 */
export function nftRoutes(service: NftService, chains: ChainRegistry) {
  return async (app: FastifyInstance) => {
    app.get('/account/:address/nfts', async (request) => {
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
      const source = chains.namespaces.get(query.chainId.split(':')[0] ?? '')
      if (source) {
        parseRequest(z.object({ chainId: namespaceNetwork(source) }), { chainId: query.chainId })
        parseRequest(z.object({ address: namespaceAddress(source) }), request.params)
        return { data: [], next: null }
      }
      const { address } = parseRequest(z.object({ address: evmAddress }), request.params)
      if (!chains.get(query.chainId)) return { data: [], next: null }
      return service.page(query.chainId, address, Number(query.cursor ?? 0))
    })
  }
}
