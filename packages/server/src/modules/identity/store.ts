import type { Sql } from '../../platform/db/Database'

/** The names table (filled by the names feature; identity reads it). */
export function identityStore(sql: Sql) {
  return {
    async find(address: string) {
      const [row] = await sql.query<{ name: string; avatar: string | null }>(
        'select name, avatar from names where address = $1',
        [address],
        { name: 'identity-by-address' },
      )
      return row
    },
    async save(entry: { address: string; name: string; avatar: string | null }) {
      await sql.query(
        `insert into names (address, name, avatar) values ($1, $2, $3)
         on conflict (address) do update set name = excluded.name, avatar = excluded.avatar`,
        [entry.address, entry.name, entry.avatar],
      )
    },
  }
}

export type IdentityStore = ReturnType<typeof identityStore>
