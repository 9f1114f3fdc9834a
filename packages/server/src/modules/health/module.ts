import { defineModule } from '../../platform/ServerModule'
import { healthRoutes } from './routes'
import { healthStore } from './store'

/**
 * `/health` and `/health/live`, outside the project guard (load balancers and the dev stack call them). Checks
 * the database and the shared rate-limit store here; other modules add theirs (the indexer: each chain).
 */
export const healthModule = defineModule('health', ({ db, rateLimiter, health }) => {
  const store = healthStore(db)
  health.add(
    'database',
    async () => {
      await store.ping()
      return { status: 'ok' }
    },
    { critical: true },
  )
  const { degraded } = rateLimiter
  if (degraded)
    health.add('redis', async () => {
      const since = degraded()
      return since === undefined
        ? { status: 'ok' }
        : {
            status: 'degraded',
            since: new Date(since).toISOString(),
            limits: 'counted per instance until Redis answers',
          }
    })
  return { publicRoutes: healthRoutes(health) }
})
