import { HttpError } from '../../platform/http/HttpError'
import type { RateLimiter } from '../../platform/rateLimit/RateLimiter'
import type { Project } from '../projects/Project'
import { accountHash } from './accountHash'
import {
  type AnalyticsEvent,
  analyticsTexts,
  type ErrorReport,
  type TrackEvent,
} from './analyticsPayload'
import type { AnalyticsStore, StoredEvent } from './store'

/** Error reports per minute, per page and per project (spec §7; behaviour.md §21.2). */
export const ERROR_REPORTS_PER_MINUTE = 5

const DAY_MS = 24 * 3600_000

/** A string property of at most 128 characters, or null: what the funnel breaks down by. */
const label = (value: unknown) => (typeof value === 'string' ? value.slice(0, 128) : null)

/**
 * Where an event happened, without what may identify the visitor: the URL's origin and path, no query nor
 * fragment (a sign-in code, an e-mail address in a query string). Not a URL: kept as given, cut to 256.
 */
export function pageOf(url: string): string {
  try {
    const { origin, pathname } = new URL(url)
    return `${origin}${pathname}`
  } catch {
    return url.slice(0, 256)
  }
}

const isErrorReport = (event: AnalyticsEvent): event is ErrorReport => event.props.type === 'error'

/**
 * Takes `POST /e`'s events for a checked project (behaviour.md §21): stores events, the account as the project
 * allows; stores error reports within ERROR_REPORTS_PER_MINUTE per page and per project, dropping the rest.
 * Throws a 429 when nothing of the request could be taken for that limit.
 */
export function analyticsService(options: {
  store: AnalyticsStore
  rateLimiter: RateLimiter
  secret: string
  retentionDays: number
  now: () => number
}) {
  const { store, rateLimiter, secret, now } = options

  async function errorReportAllowed(projectId: string, page: string) {
    // The page first: a page over its limit does not spend its project's budget.
    const perPage = await rateLimiter.hit(`e:page:${projectId}:${page}`, ERROR_REPORTS_PER_MINUTE)
    if (!perPage.allowed) return false
    const perProject = await rateLimiter.hit(`e:project:${projectId}`, ERROR_REPORTS_PER_MINUTE)
    return perProject.allowed
  }

  return {
    async ingest(project: Project, events: readonly AnalyticsEvent[]) {
      const receivedAt = now()
      const tracks = events.filter((event): event is TrackEvent => !isErrorReport(event))
      const keepAddresses = tracks.some((event) => event.props.address)
        ? await store.storesAddresses(project.id)
        : false
      const tracked: StoredEvent[] = tracks.map((event) => {
        const { properties, address } = event.props
        return {
          projectId: project.id,
          eventId: event.eventId,
          event: event.props.event,
          wallet: label(properties?.name),
          method: label(properties?.method),
          view: label(properties?.view),
          account: address
            ? keepAddresses
              ? address
              : accountHash(secret, project.id, address)
            : null,
          domain: event.domain,
          url: pageOf(event.url),
          occurredAt: event.timestamp,
          receivedAt,
          connected: typeof properties?.connected === 'boolean' ? properties.connected : null,
        }
      })
      await store.insertEvents(tracked)
      const reports = events.filter(isErrorReport)
      let dropped = 0
      for (const report of reports) {
        const page = pageOf(report.url)
        if (!(await errorReportAllowed(project.id, page))) {
          dropped++
          continue
        }
        await store.insertErrorReport({
          projectId: project.id,
          eventId: report.eventId,
          errorType: report.props.errorType,
          errorMessage: report.props.errorMessage,
          stackTrace: report.props.stackTrace,
          domain: report.domain,
          url: page,
          occurredAt: report.timestamp,
          receivedAt,
        })
      }
      if (dropped > 0 && tracked.length === 0 && dropped === reports.length)
        throw new HttpError(429, 'Rate Limited', analyticsTexts.tooManyErrorReports)
    },
    /** Deletes what is older than the retention (the module's sweeper, on its clock). */
    sweep: () => store.sweep(now() - options.retentionDays * DAY_MS),
    store,
  }
}

export type AnalyticsService = ReturnType<typeof analyticsService>
