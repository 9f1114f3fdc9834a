import type { FastifyInstance } from 'fastify'
import type { AdvisoryLock } from '../../platform/db/Database'
import { defineModule } from '../../platform/ServerModule'
import { projectStore } from '../projects/store'
import { type AlertDeliveries, alertDeliveries } from './alertDeliveries'
import { type AlertWatch, alertWatch } from './alertWatch'
import { consoleApiRoutes } from './consoleApiRoutes'
import { type ConsoleAuth, consoleAuth } from './consoleAuth'
import { loadConsoleConfig } from './consoleConfig'
import { consolePageRoutes } from './consolePageRoutes'
import { consoleStore } from './store'

/** The alerts are judged this often, and due deliveries attempted. */
const ALERT_CHECK_EVERY_MS = 60_000
const DELIVER_EVERY_MS = 5_000

declare module '../../platform/ServerModule' {
  interface ModuleServices {
    console: {
      auth: ConsoleAuth
      /** Absent without LATCH_ALERT_WEBHOOK_URL. */
      alerts?: { watch: AlertWatch; deliveries: AlertDeliveries }
    }
  }
}

/**
 * The operator's console (behaviour.md §21.5, docs/console.md): the page at `/console/`, its API at
 * `/console/api`, sign-in with a one-time token printed at start or SIWE for LATCH_CONSOLE_OPERATORS, and the
 * operator alerts' webhook.
 */
export const consoleModule = defineModule(
  'console',
  (context, { analytics, paymaster }) => {
    const { config, db, log, health } = context
    const now = context.now ?? Date.now
    const settings = config.console
    const store = consoleStore(db)
    const auth = consoleAuth({
      store,
      operators: settings.operators,
      chains: context.chains,
      domain: new URL(config.publicUrl).host,
      now,
    })
    const alerts = settings.alerts
      ? (() => {
          const deliveries = alertDeliveries({
            url: settings.alerts.url,
            secret: settings.alerts.secret,
            now,
            warn: (message) => log.warn(message),
          })
          const watch = alertWatch({
            config: settings.alerts,
            analytics,
            health,
            store,
            now,
            raise: (alert) => deliveries.queue(alert),
          })
          return { watch, deliveries }
        })()
      : undefined
    const timers: NodeJS.Timeout[] = []
    // One instance judges the alerts (behaviour.md §17): the holder of this lock; another takes over when it ends.
    let alertLock: AdvisoryLock | undefined
    const holdsAlertLock = async () => {
      if (alertLock) return true
      alertLock = await db.tryAdvisoryLock('latch:console-alerts')
      void alertLock?.lost.then(() => {
        alertLock = undefined
      })
      return alertLock !== undefined
    }
    const every = (ms: number, work: () => Promise<unknown>, what: string) => {
      const timer = setInterval(() => {
        work().catch((error: unknown) =>
          log.warn({ error: context.errors.describe(error) }, `${what} failed`),
        )
      }, ms)
      timer.unref()
      timers.push(timer)
    }
    return {
      provides: { console: { auth, ...(alerts ? { alerts } : {}) } },
      publicRoutes: async (app: FastifyInstance) => {
        await app.register(
          consoleApiRoutes({
            auth,
            store,
            projects: projectStore(db),
            analytics,
            paymaster,
            health,
            rateLimiter: context.rateLimiter,
            now,
          }),
        )
        await app.register(consolePageRoutes(settings.dir))
      },
      async start() {
        const token = await auth.issueStartToken(settings.startToken)
        // Printed, not logged: the operator reads it once from the start's output (docs/console.md).
        if (config.logLevel !== 'silent')
          console.log(
            `Latch console: ${new URL('/console/', config.publicUrl)} (one-time sign-in token: ${token})`,
          )
        every(3600_000, () => store.prune(now()), 'console session clean-up')
        if (alerts) {
          every(
            ALERT_CHECK_EVERY_MS,
            async () => {
              if (await holdsAlertLock()) await alerts.watch.check()
            },
            'alert check',
          )
          every(DELIVER_EVERY_MS, () => alerts.deliveries.deliver(), 'alert delivery')
        }
      },
      async stop() {
        for (const timer of timers.splice(0)) clearInterval(timer)
        await alertLock?.release()
        alertLock = undefined
      },
    }
  },
  { needs: ['analytics', 'paymaster'], config: loadConsoleConfig },
)
