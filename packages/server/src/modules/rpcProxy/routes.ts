import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { ChainRegistry } from '../../platform/chains/createChainRegistry'
import { httpErrors } from '../../platform/http/HttpError'
import { parseRequest } from '../../platform/http/parseRequest'
import { caipNetworkId, sdkQuery } from '../../platform/http/schemas'
import type { RpcProxyService } from './service'

const rpcRequest = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string().max(128), z.number(), z.null()]),
  method: z.string().min(1).max(128),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
})

/** `POST /v1?chainId&projectId` with a JSON-RPC request → the upstream's JSON-RPC response. */
export function rpcProxyRoutes(service: RpcProxyService, chains: ChainRegistry) {
  return async (app: FastifyInstance) => {
    app.post('/', async (request, reply) => {
      const query = parseRequest(z.object({ ...sdkQuery, chainId: caipNetworkId }), request.query)
      const call = parseRequest(rpcRequest, request.body)
      const chain = chains.get(query.chainId)
      if (!chain) throw httpErrors.badRequest(`chainId: ${query.chainId} is not served here`)
      const answer = await service.forward(chain, call)
      return reply.code(answer.status).type('application/json').send(answer.body)
    })
  }
}
