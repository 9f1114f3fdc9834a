import { defineModule } from '../../platform/ServerModule'
import { projectStore } from '../projects/store'
import { loadAnalyticsConfig } from './analyticsConfig'
import { analyticsPublicRoutes } from './publicRoutes'
import { type AnalyticsService, analyticsService } from './service'
import { analyticsStore } from './store'

/** Events and reports older than the retention are deleted this often. */
export const SWEEP_EVERY_MS = 3600_000

declare module '../../platform/ServerModule' {
  interface ModuleServices {
    analytics: AnalyticsService
  }
}

/**
 * Analytics the operator owns (behaviour.md §21, docs/console.md): `POST /e` stores events and error reports,
 * a sweeper deletes them past the retention, and the console reads them (`provides.analytics`).
 */
export const analyticsModule = defineModule(
  'analytics',
  (context) => {
    const { config, log, rateLimiter } = context
    const now = context.now ?? Date.now
    const service = analyticsService({
      store: analyticsStore(context.db),
      rateLimiter,
      secret: config.analytics.secret,
      retentionDays: config.analytics.retentionDays,
      now,
    })
    let timer: NodeJS.Timeout | undefined
    const sweep = () =>
      service.sweep().catch((error: unknown) => {
        log.warn({ error: context.errors.describe(error) }, 'analytics clean-up failed')
      })
    return {
      provides: { analytics: service },
      publicRoutes: analyticsPublicRoutes({
        service,
        projects: projectStore(context.db),
        rateLimiter,
        limits: config.limits,
      }),
      async start() {
        if (!config.analytics.secretSet && config.production)
          log.warn(
            'LATCH_ANALYTICS_SECRET is not set: account hashes change at every restart of the server',
          )
        void sweep()
        timer = setInterval(sweep, SWEEP_EVERY_MS)
        timer.unref()
      },
      async stop() {
        clearInterval(timer)
      },
    }
  },
  { config: loadAnalyticsConfig },
)
