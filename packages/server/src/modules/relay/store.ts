import type { Sql } from '../../platform/db/Database'
import type { RelayMessage } from './RelayMessage'

type Row = {
  topic: string
  id: string
  message: string
  tag: number
  published_at: string
  expires_at: string
  publisher: string
  origin: string
  stored_at: string
}

const fromRow = (row: Row): RelayMessage => ({
  topic: row.topic,
  id: row.id,
  message: row.message,
  tag: Number(row.tag),
  publishedAt: Number(row.published_at),
  expiresAt: Number(row.expires_at),
  publisher: row.publisher,
  origin: row.origin,
})

/** A place in the storing order (`relay_messages.stored_at`, then topic and id). */
export type StoredPosition = { storedAt: number; topic: string; id: string }

/** Rows one catch-up reads at most; the next round reads on from the last one. */
const CATCH_UP_ROWS = 2_000

/**
 * The relay's undelivered messages, shared by every instance (`relay_messages`): a restart loses none, and an
 * instance that missed some over the bus catches up here. `relay_topics`: topics someone subscribed to.
 */
export function relayStore(sql: Sql) {
  return {
    async save(messages: readonly RelayMessage[]) {
      if (messages.length === 0) return
      await sql.query(
        `insert into relay_messages (topic, id, message, tag, published_at, expires_at, publisher, origin)
         select * from unnest($1::text[], $2::text[], $3::text[], $4::bigint[], $5::bigint[], $6::bigint[],
           $7::text[], $8::text[])
         on conflict (topic, id) do nothing`,
        [
          messages.map((m) => m.topic),
          messages.map((m) => m.id),
          messages.map((m) => m.message),
          messages.map((m) => m.tag),
          messages.map((m) => m.publishedAt),
          messages.map((m) => m.expiresAt),
          messages.map((m) => m.publisher),
          messages.map((m) => m.origin),
        ],
      )
    },
    async remove(keys: ReadonlyArray<{ topic: string; id: string }>) {
      if (keys.length === 0) return
      await sql.query(
        `delete from relay_messages where (topic, id) in (select * from unnest($1::text[], $2::text[]))`,
        [keys.map((key) => key.topic), keys.map((key) => key.id)],
      )
    },
    async removeExpired(now: number) {
      await sql.query('delete from relay_messages where expires_at <= $1', [now])
    },
    /**
     * Drops the messages published before `before` to topics nobody subscribed to since `seenSince`, and
     * forgets those topics; answers the dropped messages' keys (the other instances drop them too).
     */
    async removeUnsubscribed(before: number, seenSince: number) {
      await sql.query('delete from relay_topics where subscribed_at < $1', [seenSince])
      return sql.query<{ topic: string; id: string }>(
        `delete from relay_messages m where m.published_at < $1
           and not exists (select 1 from relay_topics t where t.topic = m.topic)
         returning m.topic, m.id`,
        [before],
      )
    },
    /** Records that these topics have a subscriber at `now`. */
    async subscribed(topics: readonly string[], now: number) {
      if (topics.length === 0) return
      await sql.query(
        `insert into relay_topics (topic, subscribed_at) select unnest($1::text[]), $2::bigint
         on conflict (topic) do update set subscribed_at = excluded.subscribed_at`,
        [topics, now],
      )
    },
    /** The database's clock (ms): where a catch-up starts. */
    async clock(): Promise<number> {
      const [row] = await sql.query<{ now: string }>(
        'select (extract(epoch from clock_timestamp()) * 1000)::bigint::text as now',
      )
      return Number(row?.now)
    },
    async waiting(now: number): Promise<RelayMessage[]> {
      const rows = await sql.query<Row>(
        'select * from relay_messages where expires_at > $1 order by published_at',
        [now],
      )
      return rows.map(fromRow)
    },
    /**
     * The unexpired messages stored after `after` (the database's clock, then topic and id), in that order, at
     * most CATCH_UP_ROWS, and the position of the last one (undefined: none).
     */
    async storedAfter(after: StoredPosition, now: number) {
      const rows = await sql.query<Row>(
        `select * from relay_messages where (stored_at, topic, id) > ($1, $2, $3) and expires_at > $4
         order by stored_at, topic, id limit ${CATCH_UP_ROWS}`,
        [after.storedAt, after.topic, after.id, now],
        { name: 'relay-stored-after' },
      )
      const last = rows.at(-1)
      return {
        messages: rows.map(fromRow),
        last: last && { storedAt: Number(last.stored_at), topic: last.topic, id: last.id },
        full: rows.length === CATCH_UP_ROWS,
      }
    },
  }
}

export type RelayStore = ReturnType<typeof relayStore>
