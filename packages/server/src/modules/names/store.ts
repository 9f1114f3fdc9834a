import type { Sql } from '../../platform/db/Database'
import type { AccountNameRecord } from './AccountNameRecord'

type Row = {
  name: string
  address: string
  addresses: Record<string, string> | string
  texts: Record<string, string> | string
  signed_at: string | number
}

const record = (row: Row): AccountNameRecord => ({
  name: row.name,
  address: row.address,
  addresses: typeof row.addresses === 'string' ? JSON.parse(row.addresses) : row.addresses,
  texts: typeof row.texts === 'string' ? JSON.parse(row.texts) : row.texts,
  signedAt: Number(row.signed_at),
})

/** Names of each project's zone, and the registration messages already used. */
export function namesStore(
  db: Sql & { transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T> },
) {
  return {
    async find(projectId: string, name: string) {
      const [row] = await db.query<Row>(
        'select name, address, addresses, texts, signed_at from names where project_id = $1 and name = $2',
        [projectId, name],
        { name: 'names-by-name' },
      )
      return row && record(row)
    },
    async byAddress(projectId: string, address: string) {
      const rows = await db.query<Row>(
        `select name, address, addresses, texts, signed_at from names
         where project_id = $1 and address = $2 order by signed_at desc limit 20`,
        [projectId, address],
        { name: 'names-by-address' },
      )
      return rows.map(record)
    },
    /** Which of `names` are registered. */
    async registered(projectId: string, names: readonly string[]) {
      const rows = await db.query<{ name: string }>(
        'select name from names where project_id = $1 and name = any($2::text[])',
        [projectId, names],
      )
      return new Set(rows.map((row) => row.name))
    },
    /**
     * Saves a registration once: `'replayed'` when its message was used before, `'taken'` when another address
     * holds the name, or when this address registered it since (a later message replaces an earlier one only).
     */
    async register(
      projectId: string,
      entry: AccountNameRecord,
      messageHash: string,
    ): Promise<'saved' | 'replayed' | 'taken'> {
      return db.transaction(async (sql) => {
        const seen = await sql.query(
          `insert into name_signatures (signature_hash) values ($1)
           on conflict (signature_hash) do nothing returning signature_hash`,
          [messageHash],
        )
        if (seen.length === 0) return 'replayed'
        const saved = await sql.query(
          `insert into names (project_id, name, address, addresses, texts, signed_at)
           values ($1, $2, $3, $4::jsonb, $5::jsonb, $6)
           on conflict (project_id, name) do update
             set addresses = names.addresses || excluded.addresses, texts = excluded.texts,
                 signed_at = excluded.signed_at
             where names.address = excluded.address and names.signed_at < excluded.signed_at
           returning name`,
          [
            projectId,
            entry.name,
            entry.address,
            JSON.stringify(entry.addresses),
            JSON.stringify(entry.texts),
            entry.signedAt,
          ],
        )
        return saved.length === 0 ? 'taken' : 'saved'
      })
    },
  }
}

export type NamesStore = ReturnType<typeof namesStore>
