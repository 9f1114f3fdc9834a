import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { ChainRegistry } from '../../platform/chains/createChainRegistry'
import { namespaceNetwork } from '../../platform/chains/namespaceSchemas'
import { httpErrors } from '../../platform/http/HttpError'
import { parseRequest } from '../../platform/http/parseRequest'
import { caipNetworkId, sdkQuery } from '../../platform/http/schemas'
import { jsonDepth } from './jsonDepth'
import type { RpcProxyService } from './service'

/** No JSON-RPC method takes parameters nested deeper than this (typed data is the deepest, well below). */
const MAX_PARAMS_DEPTH = 32

const rpcRequest = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string().max(128), z.number(), z.null()]),
  method: z.string().min(1).max(128),
  params: z
    .union([z.array(z.unknown()), z.record(z.string(), z.unknown())])
    .optional()
    .refine(
      (params) => params === undefined || jsonDepth(params) <= MAX_PARAMS_DEPTH,
      `nested deeper than ${MAX_PARAMS_DEPTH} levels`,
    ),
})

/** `POST /v1?chainId&projectId` with a JSON-RPC request → the upstream's JSON-RPC response. */
export function rpcProxyRoutes(service: RpcProxyService, chains: ChainRegistry) {
  return async (app: FastifyInstance) => {
    // The secure site reads the chain through here for the embedded wallet (docs/embedded-wallet.md).
    app.post('/', { config: { caller: 'appOrSecureSite' } }, async (request, reply) => {
      const query = parseRequest(
        z.object({ ...sdkQuery, projectId: z.string().max(128), chainId: caipNetworkId }),
        request.query,
      )
      const call = parseRequest(rpcRequest, request.body)
      // Another namespace (solana:…): its source names the upstream and the methods it may forward.
      const source = chains.namespaces.get(query.chainId.split(':')[0] ?? '')
      if (source) {
        parseRequest(z.object({ chainId: namespaceNetwork(source) }), { chainId: query.chainId })
        const rpcUrl = source.rpc.url(query.chainId)
        if (!rpcUrl) throw httpErrors.badRequest(`chainId: ${query.chainId} is not served here`)
        const answer = await service.forward(
          { caipNetworkId: query.chainId, rpcUrl },
          call,
          query.projectId,
          source.rpc.isSafe,
        )
        return reply.code(answer.status).type('application/json').send(answer.body)
      }
      const chain = chains.get(query.chainId)
      if (!chain) throw httpErrors.badRequest(`chainId: ${query.chainId} is not served here`)
      const answer = await service.forward(chain, call, query.projectId)
      return reply.code(answer.status).type('application/json').send(answer.body)
    })
  }
}
