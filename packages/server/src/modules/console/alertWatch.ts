import type { HealthChecks } from '../../platform/health/createHealthChecks'
import type { AnalyticsService } from '../analytics/service'
import type { Alert } from './alertDeliveries'
import type { AlertConfig } from './consoleConfig'
import type { ConsoleStore } from './store'

/**
 * Decides the operator alerts (behaviour.md §21.6), each once when its condition starts, again only after it ended:
 * a project's connect error rate over the threshold within the window (with at least `minConnects` connects), the
 * relay not ok in `/health`, a chain's indexer behind (or its node down) in `/health`.
 */
export function alertWatch(options: {
  config: AlertConfig
  analytics: AnalyticsService
  health: HealthChecks
  store: ConsoleStore
  now: () => number
  raise: (alert: Alert) => void
}) {
  const { config, now, raise } = options
  const active = new Set<string>()

  /** Raises `alert` when `key` was not active; returns the key for this round's set. */
  function condition(key: string, holds: boolean, alert: () => Alert, seen: Set<string>) {
    if (!holds) return
    seen.add(key)
    if (!active.has(key)) raise(alert())
  }

  return {
    async check() {
      const seen = new Set<string>()
      const outcomes = await options.analytics.store.connectOutcomes(now() - config.windowMs)
      for (const { project_id: projectId, errors, successes } of outcomes) {
        const total = errors + successes
        const rate = total === 0 ? 0 : errors / total
        const holds = total >= config.minConnects && rate >= config.connectErrorRate
        const operator = holds ? await options.store.ownerOf(projectId) : ''
        condition(
          `connect:${projectId}`,
          holds,
          () => ({ kind: 'connect_error_rate', projectId, operator, errors, successes, rate }),
          seen,
        )
      }
      const { checks } = await options.health.run()
      for (const [name, result] of Object.entries(checks)) {
        const { status, ...detail } = result
        if (name === 'relay')
          condition('relay', status !== 'ok', () => ({ kind: 'relay_down', detail }), seen)
        const indexer = detail.indexer as { behind?: unknown } | undefined
        if (name.startsWith('chain:'))
          condition(
            name,
            status === 'down' || Boolean(indexer?.behind),
            () => ({ kind: 'indexer_behind', chain: name.slice(6), detail }),
            seen,
          )
      }
      active.clear()
      for (const key of seen) active.add(key)
    },
  }
}

export type AlertWatch = ReturnType<typeof alertWatch>
