import type { Sql } from '../../platform/db/Database'
import type { OnRampQuote } from './OnRampProvider'

export type StoredSessionStatus = 'pending' | 'processing' | 'success' | 'failed'

export type StoredOnRampSession = {
  id: string
  projectId: string
  provider: string
  address: string
  network: string
  purchaseCurrency: string
  paymentCurrency: string
  amount: string
  quote: OnRampQuote | undefined
  status: StoredSessionStatus
  txHash: string | undefined
  createdAt: number
  updatedAt: number
}

type SessionRow = {
  id: string
  project_id: string
  provider: string
  address: string
  network: string
  purchase_currency: string
  payment_currency: string
  amount: string
  quote: OnRampQuote | string | null
  status: StoredSessionStatus
  tx_hash: string | null
  created_at: string | number
  updated_at: string | number
}

const json = <T>(value: T | string | null): T | undefined =>
  value === null ? undefined : typeof value === 'string' ? (JSON.parse(value) as T) : value

const sessionOf = (row: SessionRow): StoredOnRampSession => ({
  id: row.id,
  projectId: row.project_id,
  provider: row.provider,
  address: row.address,
  network: row.network,
  purchaseCurrency: row.purchase_currency,
  paymentCurrency: row.payment_currency,
  amount: row.amount,
  quote: json(row.quote),
  status: row.status,
  txHash: row.tx_hash ?? undefined,
  createdAt: Number(row.created_at),
  updatedAt: Number(row.updated_at),
})

/** The on-ramp's tables (017_onramp.sql). */
export function onrampStore(sql: Sql) {
  return {
    async addQuote(quote: OnRampQuote, projectId: string, expiresAt: number) {
      await sql.query(
        'insert into onramp_quotes (id, project_id, provider, quote, expires_at) values ($1, $2, $3, $4, $5)',
        [quote.quoteId, projectId, quote.provider, JSON.stringify(quote), expiresAt],
      )
    },
    /** A live quote of this project's, or undefined. */
    async quote(id: string, projectId: string, now: number): Promise<OnRampQuote | undefined> {
      const [row] = await sql.query<{ quote: OnRampQuote | string }>(
        'select quote from onramp_quotes where id = $1 and project_id = $2 and expires_at > $3',
        [id, projectId, now],
      )
      return row ? json(row.quote) : undefined
    },
    async addSession(session: StoredOnRampSession) {
      await sql.query(
        `insert into onramp_sessions (id, project_id, provider, address, network, purchase_currency,
           payment_currency, amount, quote, status, tx_hash, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [
          session.id,
          session.projectId,
          session.provider,
          session.address,
          session.network,
          session.purchaseCurrency,
          session.paymentCurrency,
          session.amount,
          session.quote ? JSON.stringify(session.quote) : null,
          session.status,
          session.txHash ?? null,
          session.createdAt,
          session.updatedAt,
        ],
      )
    },
    async session(id: string): Promise<StoredOnRampSession | undefined> {
      const [row] = await sql.query<SessionRow>('select * from onramp_sessions where id = $1', [id])
      return row ? sessionOf(row) : undefined
    },
    /** Moves a session from `from` to `to` in one statement: of two concurrent moves exactly one wins. */
    async moveSession(
      id: string,
      from: readonly StoredSessionStatus[],
      to: StoredSessionStatus,
      now: number,
      txHash?: string,
    ): Promise<boolean> {
      const rows = await sql.query(
        `update onramp_sessions set status = $2, updated_at = $3, tx_hash = coalesce($4, tx_hash)
         where id = $1 and status = any($5::text[]) returning id`,
        [id, to, now, txHash ?? null, [...from]],
      )
      return rows.length > 0
    },
    /** Takes a webhook delivery once: false when its id was taken before (a replay). */
    async takeWebhookEvent(eventId: string, provider: string, sessionId: string, now: number) {
      const rows = await sql.query(
        `insert into onramp_webhook_events (event_id, provider, session_id, received_at)
         values ($1, $2, $3, $4) on conflict (event_id) do nothing returning event_id`,
        [eventId, provider, sessionId, now],
      )
      return rows.length > 0
    },
    /**
     * Drops quotes past their expiry and webhook deliveries older than `before`: a delivery that old is refused
     * by its signing time already, so its id no longer guards anything.
     */
    async prune(now: number, before: number) {
      await sql.query('delete from onramp_quotes where expires_at < $1', [now])
      await sql.query('delete from onramp_webhook_events where received_at < $1', [before])
    },
    async addRefusal(provider: string, what: string, reason: string, now: number) {
      await sql.query(
        'insert into onramp_refusals (provider, what, reason, created_at) values ($1, $2, $3, $4)',
        [provider, what, reason, now],
      )
    },
    async refusals(provider: string) {
      return sql.query<{ what: string; reason: string }>(
        'select what, reason from onramp_refusals where provider = $1 order by id',
        [provider],
      )
    },
  }
}

export type OnRampStore = ReturnType<typeof onrampStore>
