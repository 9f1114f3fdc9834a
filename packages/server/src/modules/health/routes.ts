import type { FastifyInstance } from 'fastify'
import type { HealthChecks } from '../../platform/health/createHealthChecks'

/**
 * `GET /health`: readiness, each dependency with its state; 503 when a critical one (the database) is down,
 * 200 when all are ok or some are degraded (Redis failing open, a chain down or its indexer behind).
 * `GET /health/live`: liveness, the process answers.
 */
export function healthRoutes(checks: HealthChecks) {
  return async (app: FastifyInstance) => {
    app.get('/health/live', async () => ({ status: 'ok' }))
    app.get('/health', async (_request, reply) => {
      const health = await checks.run()
      return reply.code(health.status === 'down' ? 503 : 200).send(health)
    })
  }
}
