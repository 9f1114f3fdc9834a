import type { Scheduler } from '../timing/scheduler'
import type {
  AnalyticsEventName,
  AnalyticsRecord,
  ErrorReportProps,
  TrackProps,
} from './AnalyticsEvent'
import { createErrorReportLimit } from './errorReportLimit'

/** How a batch leaves the page: the browser's beacon (page hide) and fetch (the timer, and the beacon's fallback). */
export type AnalyticsTransport = {
  /** `navigator.sendBeacon`; false when the browser did not take the batch. Absent where there is none. */
  beacon?: ((url: string, body: string) => boolean) | undefined
  fetch: (url: string, init: RequestInit) => Promise<{ status: number }>
}

export type AnalyticsQueueOptions = {
  /** `POST /e` with its query (projectId, st, sv). */
  endpoint: string
  transport: AnalyticsTransport
  now: () => number
  schedule: Scheduler
  /** The app's consent, asked before an event is kept and before a batch is sent. */
  consented: () => boolean
  page: () => { url: string; domain: string }
  newId: () => string
  /** The server refused the app (HTTP 403): Invalid App Configuration, and nothing more is sent from this page. */
  onForbidden: () => void
  /** A batch that could not be sent (the network), for the console; it is not sent again. */
  onSendFailed?: ((error: unknown) => void) | undefined
  /** How long an event waits for others before its batch goes while the page is shown. */
  flushMs?: number | undefined
  /** Records per send (a beacon carries at most 64 KB). */
  maxBatch?: number | undefined
}

/** What the error report keeps of a message and a stack: enough to group and find it, never a page's worth. */
const MESSAGE_CHARS = 1_000
const STACK_CHARS = 4_000

/**
 * The page's events and error reports for the Latch server (behaviour.md §7.7): kept only with consent, sent in
 * batches: by `fetch` a few seconds after the first of a batch while the page is shown (so a 403 is read), by
 * `sendBeacon` when the page hides (fetch with `keepalive` where the beacon refuses). Error reports are limited to
 * 5 a minute (spec §7). The body is JSON sent as `text/plain`, a request without a CORS preflight (what the beacon
 * sends anyway).
 */
export function createAnalyticsQueue(options: AnalyticsQueueOptions) {
  const flushMs = options.flushMs ?? 5_000
  const maxBatch = options.maxBatch ?? 50
  const allowErrorReport = createErrorReportLimit(options.now)
  let queue: AnalyticsRecord[] = []
  let cancelTimer: (() => void) | undefined
  let stopped = false

  function keep(props: TrackProps | ErrorReportProps) {
    if (stopped || !options.consented()) return false
    queue.push({ eventId: options.newId(), ...options.page(), timestamp: options.now(), props })
    if (queue.length >= maxBatch) flush('fetch')
    else cancelTimer ??= options.schedule(() => flush('fetch'), flushMs)
    return true
  }

  function post(body: string) {
    options.transport
      .fetch(options.endpoint, {
        method: 'POST',
        body,
        keepalive: true,
        credentials: 'omit',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      })
      .then(
        (response) => {
          if (response.status === 403 && !stopped) {
            stop()
            options.onForbidden()
          }
        },
        (error: unknown) => options.onSendFailed?.(error),
      )
  }

  function flush(how: 'fetch' | 'beacon') {
    cancelTimer?.()
    cancelTimer = undefined
    const batch = queue
    queue = []
    // Consent withdrawn since: what was kept is dropped, not sent.
    if (stopped || batch.length === 0 || !options.consented()) return
    for (let start = 0; start < batch.length; start += maxBatch) {
      const body = JSON.stringify(batch.slice(start, start + maxBatch))
      if (how === 'beacon' && options.transport.beacon?.(options.endpoint, body)) continue
      post(body)
    }
  }

  function stop() {
    stopped = true
    cancelTimer?.()
    cancelTimer = undefined
    queue = []
  }

  return {
    track(
      event: AnalyticsEventName,
      properties?: TrackProps['properties'],
      address?: string | undefined,
    ) {
      return keep({
        type: 'track',
        event,
        ...(properties ? { properties } : {}),
        ...(address ? { address } : {}),
      })
    },
    /** False when it was not kept: no consent, or the page's 5 a minute are spent. */
    reportError(report: {
      errorType: string
      errorMessage: string
      stackTrace?: string | undefined
    }) {
      if (stopped || !options.consented() || !allowErrorReport()) return false
      return keep({
        type: 'error',
        event: 'ERROR',
        errorType: report.errorType.slice(0, 100),
        errorMessage: report.errorMessage.slice(0, MESSAGE_CHARS),
        stackTrace: (report.stackTrace ?? '').slice(0, STACK_CHARS),
      })
    },
    flush,
    stop,
    /** Records waiting for their batch. */
    pending: () => queue.length,
  }
}

export type AnalyticsQueue = ReturnType<typeof createAnalyticsQueue>
