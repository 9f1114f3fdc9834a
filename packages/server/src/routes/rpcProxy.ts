import { errorTexts, rpcMethodKind } from '@latch/core'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { ChainRegistry } from '../chains/createChainRegistry'
import { httpErrors } from '../http/HttpError'
import { parseRequest } from '../http/parseRequest'
import { caipNetworkId, sdkQuery } from '../http/schemas'

const rpcRequest = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string().max(128), z.number(), z.null()]),
  method: z.string().min(1).max(128),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
})

/**
 * `POST /v1?chainId&projectId`: a JSON-RPC request forwarded to the chain's upstream, only for the safe read
 * methods and `eth_sendRawTransaction`; anything else answers "Requested RPC call is not allowed".
 */
export function rpcProxyRoutes(chains: ChainRegistry) {
  return async (app: FastifyInstance) => {
    app.post('/v1', async (request, reply) => {
      const query = parseRequest(z.object({ ...sdkQuery, chainId: caipNetworkId }), request.query)
      const call = parseRequest(rpcRequest, request.body)
      const chain = chains.get(query.chainId)
      if (!chain) throw httpErrors.badRequest(`chainId: ${query.chainId} is not served here`)
      if (rpcMethodKind(call.method) !== 'safe' || call.method === 'eth_accounts')
        return reply.code(403).send({
          jsonrpc: '2.0',
          id: call.id,
          error: { code: -32601, message: errorTexts.rpcCallNotAllowed },
        })
      let response: Response
      try {
        response = await fetch(chain.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...call, params: call.params ?? [] }),
          signal: AbortSignal.timeout(10_000),
        })
      } catch {
        throw httpErrors.upstream(`The ${chain.caipNetworkId} node did not answer`)
      }
      const text = await response.text()
      try {
        return reply.type('application/json').send(JSON.parse(text))
      } catch {
        throw httpErrors.upstream(
          `The ${chain.caipNetworkId} node answered something that is not JSON`,
        )
      }
    })
  }
}
