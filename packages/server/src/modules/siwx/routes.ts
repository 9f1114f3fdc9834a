import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { parseRequest } from '../../platform/http/parseRequest'
import { sdkQuery } from '../../platform/http/schemas'
import type { SiwxService } from './service'
import { siwxErrors } from './siwxErrors'

/** EIP-4361 messages are a few hundred bytes; 8 KB leaves room for long statements and resources. */
const MAX_MESSAGE_BYTES = 8 * 1024

const query = z.object({ ...sdkQuery, projectId: z.string().min(1).max(128) })

const verifyBody = z.object({
  message: z
    .string()
    .min(1)
    .refine((text) => Buffer.byteLength(text) <= MAX_MESSAGE_BYTES, 'must be at most 8 KB'),
  // An ERC-6492 signature carries its factory call: allow a few KB.
  signature: z.string().min(1).max(16_384),
})

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization
  const match = typeof header === 'string' ? /^Bearer ([A-Za-z0-9._-]{1,4096})$/.exec(header) : null
  return match?.[1]
}

/** `/v1/siwx/*` (docs/siwx.md): the app's origin calls them, behind the project guard; none may be cached. */
export function siwxRoutes(service: SiwxService) {
  return async (app: FastifyInstance) => {
    // `revoke` carries no body; a client that still sends `content-type: application/json` is not refused
    // for it (Fastify's parser would answer 400). Only these routes: the parser is scoped to this plugin.
    const json = app.getDefaultJsonParser('error', 'error')
    app.removeContentTypeParser('application/json')
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString()
      if (text === '') return done(null, undefined)
      return json(request, text, done)
    })

    app.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
    })

    app.get('/siwx/nonce', async (request, reply) => {
      const { projectId } = parseRequest(query, request.query)
      try {
        return await service.nonce(projectId, request.ip)
      } catch (error) {
        // Past the nonce limit: Retry-After, like the guard's own 429s.
        const retryInMs = (error as { retryInMs?: number }).retryInMs
        if (retryInMs !== undefined)
          reply.header('retry-after', String(Math.ceil(retryInMs / 1000)))
        throw error
      }
    })

    app.post('/siwx/verify', async (request) => {
      const { projectId } = parseRequest(query, request.query)
      if (typeof request.body !== 'object' || request.body === null)
        throw siwxErrors.invalidMessage('The body must be JSON: { message, signature }')
      const { message, signature } = parseRequest(verifyBody, request.body)
      const { origin } = request.headers
      return service.verify(projectId, message, signature, origin)
    })

    app.get('/siwx/session', async (request) => {
      const { projectId } = parseRequest(query, request.query)
      return service.session(bearer(request), projectId)
    })

    app.post('/siwx/revoke', async (request, reply) => {
      const { projectId } = parseRequest(query, request.query)
      await service.revoke(bearer(request), projectId)
      return reply.code(204).send()
    })

    app.get('/siwx/jwks', async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300')
      return service.jwks()
    })
  }
}
