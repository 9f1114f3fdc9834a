import type { FastifyInstance } from 'fastify'

/** CORS preflights of every `/v1` route: the guard answers them (a route must match for its hook to run). */
export async function projectsRoutes(app: FastifyInstance) {
  app.options('/*', async (_request, reply) => reply.code(204).send())
}
