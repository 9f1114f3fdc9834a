import type { FastifyInstance } from 'fastify'
import { type Address, getAddress, type Hex } from 'viem'
import { z } from 'zod'
import { httpErrors } from '../../platform/http/HttpError'
import { parseRequest } from '../../platform/http/parseRequest'
import type { RateLimiter } from '../../platform/rateLimit/RateLimiter'
import type { answerLookup } from './answerGateway'

const sender = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address')
  .transform((value) => getAddress(value) as Address)
const callData = z
  .string()
  .max(20_000)
  .regex(/^0x(?:[0-9a-fA-F]{2})*$/, 'must be 0x and hex bytes')
  .transform((value) => value.toLowerCase() as Hex)

/**
 * The CCIP-Read gateway (EIP-3668) of every zone, public as a wallet's ENS library calls it: `POST
 * /names/gateway` with `{ sender, data }` (the resolver lists the URL without `{data}`, so clients POST: a
 * request's call data is longer than a path segment may be here). Answers `{ data }`; a request it cannot answer gets 4xx and
 * the API's error body (EIP-3668 asks only for the status).
 */
export function namesGatewayRoutes(
  answer: ReturnType<typeof answerLookup>,
  limit: { rateLimiter: RateLimiter; perMinute: number },
) {
  return async (app: FastifyInstance) => {
    // Any page may ask: an ENS lookup runs in whatever app or wallet reads the name, and the answer is public.
    app.options('/names/gateway', async (_request, reply) =>
      reply
        .code(204)
        .header('access-control-allow-origin', '*')
        .header('access-control-allow-methods', 'POST')
        .header('access-control-allow-headers', 'content-type')
        .header('access-control-max-age', '86400')
        .send(),
    )
    app.post('/names/gateway', async (request, reply) => {
      reply.header('access-control-allow-origin', '*')
      // Outside the project guard (no project id in an ENS lookup): each client address has its own budget.
      const { allowed } = await limit.rateLimiter.hit(
        `names-gateway:${request.ip}`,
        limit.perMinute,
      )
      if (!allowed) throw httpErrors.rateLimited()
      const body = parseRequest(z.object({ sender, data: callData }), request.body)
      return answer(body.sender, body.data)
    })
  }
}
