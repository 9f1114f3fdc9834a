import type { Sql } from '../../platform/db/Database'

/** An event as stored: no IP, the account as the project allows (an address or its keyed hash). */
export type StoredEvent = {
  projectId: string
  eventId: string
  event: string
  wallet: string | null
  method: string | null
  view: string | null
  account: string | null
  domain: string
  url: string
  occurredAt: number
  receivedAt: number
  /** MODAL_OPEN's `connected`: true when the visitor opened the modal already connected (Account view). */
  connected: boolean | null
}

export type StoredErrorReport = {
  projectId: string
  eventId: string
  errorType: string
  errorMessage: string
  stackTrace: string
  domain: string
  url: string
  occurredAt: number
  receivedAt: number
}

/**
 * The connect funnel's steps (AppKit's event names) and its failure. Opened counts the opens of a visitor not
 * connected (MODAL_OPEN's `connected`): opening the Account view starts no connect.
 */
export const funnelEvents = [
  'MODAL_OPEN',
  'SELECT_WALLET',
  'CONNECT_SUCCESS',
  'CONNECT_ERROR',
] as const

/** What a breakdown groups by: the event's `properties.name`, `.method`, `.view`. */
export const breakdownColumns = { wallet: 'wallet', method: 'method', view: 'view' } as const
export type BreakdownBy = keyof typeof breakdownColumns

/** The analytics tables (migration 021). */
export function analyticsStore(sql: Sql) {
  return {
    /** Stores events once each: a batch sent again (a retried beacon) adds nothing. */
    async insertEvents(events: readonly StoredEvent[]) {
      if (events.length === 0) return
      const column = <K extends keyof StoredEvent>(key: K) => events.map((event) => event[key])
      await sql.query(
        `insert into analytics_events
           (project_id, event_id, event, wallet, method, view, account, domain, url, occurred_at, received_at,
            connected)
         select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
           $8::text[], $9::text[], $10::bigint[], $11::bigint[], $12::boolean[])
         on conflict (project_id, event_id) do nothing`,
        [
          column('projectId'),
          column('eventId'),
          column('event'),
          column('wallet'),
          column('method'),
          column('view'),
          column('account'),
          column('domain'),
          column('url'),
          column('occurredAt'),
          column('receivedAt'),
          column('connected'),
        ],
      )
    },
    async insertErrorReport(report: StoredErrorReport) {
      await sql.query(
        `insert into analytics_error_reports
           (project_id, event_id, error_type, error_message, stack_trace, domain, url, occurred_at, received_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         on conflict (project_id, event_id) do nothing`,
        [
          report.projectId,
          report.eventId,
          report.errorType,
          report.errorMessage,
          report.stackTrace,
          report.domain,
          report.url,
          report.occurredAt,
          report.receivedAt,
        ],
      )
    },
    /** Deletes what was received before `before` (the retention); returns how many rows went. */
    async sweep(before: number): Promise<number> {
      const events = await sql.query(
        'delete from analytics_events where received_at < $1 returning 1',
        [before],
      )
      const reports = await sql.query(
        'delete from analytics_error_reports where received_at < $1 returning 1',
        [before],
      )
      return events.length + reports.length
    },
    /** The funnel's events per time bucket (`bucketMs` wide) since `since`. */
    async funnel(projectId: string, since: number, bucketMs: number) {
      const rows = await sql.query<{ bucket: string | number; event: string; count: number }>(
        `select (received_at / $3) * $3 as bucket, event, count(*)::int as count
           from analytics_events
          where project_id = $1 and received_at >= $2 and event = any($4::text[])
            and not (event = 'MODAL_OPEN' and connected is true)
          group by 1, 2 order by 1, 2`,
        [projectId, since, bucketMs, funnelEvents],
      )
      return rows.map((row) => ({ bucket: Number(row.bucket), event: row.event, count: row.count }))
    },
    /** The funnel's events since `since`, counted per wallet, method or view. */
    async breakdown(projectId: string, since: number, by: BreakdownBy) {
      const column = breakdownColumns[by]
      return sql.query<{ key: string; event: string; count: number }>(
        `select coalesce(${column}, '') as key, event, count(*)::int as count
           from analytics_events
          where project_id = $1 and received_at >= $2 and event = any($3::text[])
            and not (event = 'MODAL_OPEN' and connected is true)
          group by 1, 2 order by 3 desc`,
        [projectId, since, funnelEvents],
      )
    },
    /** Error reports since `since`, grouped by message (and type), the most frequent first. */
    async errorGroups(projectId: string, since: number) {
      const rows = await sql.query<{
        error_type: string
        error_message: string
        count: number
        last_seen: string | number
        stack_trace: string
      }>(
        `select error_type, error_message, count(*)::int as count, max(received_at) as last_seen,
                min(stack_trace) as stack_trace
           from analytics_error_reports
          where project_id = $1 and received_at >= $2
          group by error_type, error_message order by count desc, last_seen desc limit 100`,
        [projectId, since],
      )
      return rows.map((row) => ({
        errorType: row.error_type,
        errorMessage: row.error_message,
        count: row.count,
        lastSeen: Number(row.last_seen),
        stackTrace: row.stack_trace,
      }))
    },
    /** Connect outcomes per project since `since` (for the error-rate alert). */
    async connectOutcomes(since: number) {
      return sql.query<{ project_id: string; successes: number; errors: number }>(
        `select project_id,
                count(*) filter (where event = 'CONNECT_SUCCESS')::int as successes,
                count(*) filter (where event = 'CONNECT_ERROR')::int as errors
           from analytics_events
          where received_at >= $1 and event in ('CONNECT_SUCCESS', 'CONNECT_ERROR')
          group by project_id`,
        [since],
      )
    },
    async storesAddresses(projectId: string): Promise<boolean> {
      const [row] = await sql.query<{ store_addresses: boolean }>(
        'select store_addresses from analytics_settings where project_id = $1',
        [projectId],
      )
      return row?.store_addresses ?? false
    },
    async saveSettings(projectId: string, settings: { storeAddresses: boolean }) {
      await sql.query(
        `insert into analytics_settings (project_id, store_addresses) values ($1, $2)
         on conflict (project_id) do update set store_addresses = excluded.store_addresses`,
        [projectId, settings.storeAddresses],
      )
    },
  }
}

export type AnalyticsStore = ReturnType<typeof analyticsStore>
