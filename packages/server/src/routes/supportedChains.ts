import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { ChainRegistry } from '../chains/createChainRegistry'
import { parseRequest } from '../http/parseRequest'
import { sdkQuery } from '../http/schemas'

export function supportedChainsRoutes(chains: ChainRegistry) {
  return async (app: FastifyInstance) => {
    app.get('/v1/supported-chains', async (request) => {
      parseRequest(z.object(sdkQuery), request.query)
      return { http: chains.list().map((chain) => chain.caipNetworkId), ws: [] }
    })
  }
}
