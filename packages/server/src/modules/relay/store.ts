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
}

/** The relay's undelivered messages, so a restart loses none (`relay_messages`). */
export function relayStore(sql: Sql) {
  return {
    async save(messages: readonly RelayMessage[]) {
      if (messages.length === 0) return
      await sql.query(
        `insert into relay_messages (topic, id, message, tag, published_at, expires_at, publisher)
         select * from unnest($1::text[], $2::text[], $3::text[], $4::bigint[], $5::bigint[], $6::bigint[], $7::text[])
         on conflict (topic, id) do nothing`,
        [
          messages.map((m) => m.topic),
          messages.map((m) => m.id),
          messages.map((m) => m.message),
          messages.map((m) => m.tag),
          messages.map((m) => m.publishedAt),
          messages.map((m) => m.expiresAt),
          messages.map((m) => m.publisher),
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
    async waiting(now: number): Promise<RelayMessage[]> {
      const rows = await sql.query<Row>(
        'select * from relay_messages where expires_at > $1 order by published_at',
        [now],
      )
      return rows.map((row) => ({
        topic: row.topic,
        id: row.id,
        message: row.message,
        tag: row.tag,
        publishedAt: Number(row.published_at),
        expiresAt: Number(row.expires_at),
        publisher: row.publisher,
      }))
    },
  }
}

export type RelayStore = ReturnType<typeof relayStore>
