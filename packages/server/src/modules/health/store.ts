import type { Sql } from '../../platform/db/Database'

/** The database answers a trivial query. */
export function healthStore(sql: Sql) {
  return {
    ping: async () => {
      await sql.query('select 1', [], { name: 'health-ping' })
    },
  }
}
