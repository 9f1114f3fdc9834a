import type { FastifyInstance } from 'fastify'
import type { SiwxService } from './service'

/**
 * `GET /.well-known/jwks.json`: the session tokens' public keys, for any app's back end (no project, no
 * origin). Cacheable 5 minutes: a new key is published that long before it signs.
 */
export function siwxPublicRoutes(service: SiwxService) {
  return async (app: FastifyInstance) => {
    app.get('/.well-known/jwks.json', async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300')
      reply.header('access-control-allow-origin', '*')
      return service.jwks()
    })
  }
}
