import { defineModule } from '../../platform/ServerModule'
import { healthRoutes } from './routes'
import { healthStore } from './store'

/**
 * `/health` and `/health/live`, outside the project guard (load balancers and the dev stack call them). Checks
 * the database and Redis (the shared rate limits and the bus) here; other modules add theirs (the indexer: each
 * chain). Each check asks or reads its dependency's connection when /health is called, never a stale state.
 */
export const healthModule = defineModule('health', ({ db, rateLimiter, bus, health }) => {
  const store = healthStore(db)
  health.add(
    'database',
    async () => {
      await store.ping()
      return { status: 'ok' }
    },
    { critical: true },
  )
  // Redis carries the shared rate limits and the bus between instances: either connection down degrades it.
  const { degraded } = rateLimiter
  if (degraded || bus.shared)
    health.add('redis', async () => {
      const since = degraded?.()
      const busConnected = bus.connected()
      if (since === undefined && busConnected) return { status: 'ok' }
      return {
        status: 'degraded',
        ...(since === undefined ? {} : { since: new Date(since).toISOString() }),
        limits: since === undefined ? 'shared' : 'counted per instance until Redis answers',
        bus: busConnected ? 'connected' : 'disconnected',
      }
    })
  return { publicRoutes: healthRoutes(health) }
})
