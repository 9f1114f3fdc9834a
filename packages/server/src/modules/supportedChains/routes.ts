import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { ChainRegistry } from '../../platform/chains/createChainRegistry'
import { parseRequest } from '../../platform/http/parseRequest'
import { sdkQuery } from '../../platform/http/schemas'

/** `GET /v1/supported-chains` → `{ http, ws }`: the chains this server serves, EVM's then the other namespaces'. */
export function supportedChainsRoutes(chains: ChainRegistry) {
  return async (app: FastifyInstance) => {
    app.get('/supported-chains', async (request) => {
      parseRequest(z.object(sdkQuery), request.query)
      return {
        http: [
          ...chains.list().map((chain) => chain.caipNetworkId),
          ...chains.namespaces.list().flatMap((source) => source.caipNetworkIds()),
        ],
        ws: [],
      }
    })
  }
}
