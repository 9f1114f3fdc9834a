import type { Sql } from '../../platform/db/Database'

/** A project's names (filled by the names module; identity reads the address's latest). */
export function identityStore(sql: Sql) {
  return {
    async find(projectId: string, address: string) {
      const [row] = await sql.query<{ name: string; avatar: string | null }>(
        `select name, texts->>'avatar' as avatar from names
         where project_id = $1 and address = $2 order by signed_at desc limit 1`,
        [projectId, address],
        { name: 'identity-by-address' },
      )
      return row
    },
  }
}

export type IdentityStore = ReturnType<typeof identityStore>
