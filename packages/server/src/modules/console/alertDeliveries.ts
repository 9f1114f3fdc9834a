import { randomUUID } from 'node:crypto'
import { SIGNATURE_HEADER, signWebhook } from './webhookSignature'

/** An operator alert (docs/console.md, "Alerts"). */
export type Alert =
  | {
      kind: 'connect_error_rate'
      projectId: string
      operator: string
      errors: number
      successes: number
      rate: number
    }
  | { kind: 'relay_down'; detail: Record<string, unknown> }
  | { kind: 'indexer_behind'; chain: string; detail: Record<string, unknown> }

/** Attempts per alert: the first and its retries. */
export const MAX_ATTEMPTS = 8
/** The first retry's wait; each next one doubles, up to MAX_BACKOFF_MS. */
export const FIRST_BACKOFF_MS = 30_000
export const MAX_BACKOFF_MS = 3600_000
/** A receiver that does not answer within this has failed the attempt. */
const ATTEMPT_TIMEOUT_MS = 10_000

export const backoffMs = (failedAttempts: number) =>
  Math.min(FIRST_BACKOFF_MS * 2 ** (failedAttempts - 1), MAX_BACKOFF_MS)

type Pending = { id: string; body: string; attempts: number; dueAt: number }

/**
 * Sends alerts to the operator's webhook (behaviour.md §21.6): each a JSON body signed in `latch-signature`,
 * timestamped at its attempt; a failed attempt (no 2xx, or no answer) is retried after 30 s, 1 min, 2 min, …
 * (the injected clock's), at most MAX_ATTEMPTS times; then dropped with a warning. Kept in memory: alerts pending
 * at a restart are not sent.
 */
export function alertDeliveries(options: {
  url: string
  secret: string
  now: () => number
  fetch?: typeof fetch
  warn: (message: string) => void
}) {
  const { now } = options
  const send = options.fetch ?? fetch
  const pending: Pending[] = []
  let running: Promise<void> | undefined

  async function attempt(item: Pending) {
    const at = now()
    try {
      const response = await send(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signWebhook(options.secret, item.body, at),
          'latch-delivery': item.id,
        },
        body: item.body,
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
        redirect: 'manual',
      })
      await response.body?.cancel()
      return response.status >= 200 && response.status < 300
    } catch {
      return false
    }
  }

  async function run() {
    const due = pending.filter((item) => item.dueAt <= now())
    for (const item of due) {
      const delivered = await attempt(item)
      item.attempts++
      if (delivered || item.attempts >= MAX_ATTEMPTS) {
        pending.splice(pending.indexOf(item), 1)
        if (!delivered)
          options.warn(`An alert could not be delivered after ${MAX_ATTEMPTS} attempts: dropped`)
      } else item.dueAt = now() + backoffMs(item.attempts)
    }
  }

  return {
    /** Queues an alert for its first attempt at the next `deliver`. */
    queue(alert: Alert) {
      const id = randomUUID()
      const body = JSON.stringify({ id, at: new Date(now()).toISOString(), ...alert })
      pending.push({ id, body, attempts: 0, dueAt: now() })
    },
    /** Attempts what is due now; one run at a time. */
    async deliver() {
      running ??= run().finally(() => {
        running = undefined
      })
      return running
    },
    pending: () => pending.map(({ id, attempts, dueAt }) => ({ id, attempts, dueAt })),
  }
}

export type AlertDeliveries = ReturnType<typeof alertDeliveries>
