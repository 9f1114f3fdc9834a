import type { FastifyInstance } from 'fastify'

/**
 * CORS preflights of every `/v1` route: the guard answers them (a route must match for its hook to run). `/*` does
 * not match `/v1` itself, the RPC proxy's path, which the secure site calls from the browser.
 */
export async function projectsRoutes(app: FastifyInstance) {
  app.options('/', async (_request, reply) => reply.code(204).send())
  app.options('/*', async (_request, reply) => reply.code(204).send())
}
