import pg from 'pg'
import type { Database, Sql } from './Database'

// int8 and numeric arrive as strings: the server reads them as text and converts where it needs numbers.
/** A PostgreSQL server through a connection pool. */
export async function createPostgresDatabase(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 })
  // An idle client's error (the server restarting) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined)
  await pool.query('select 1')
  const query: Sql['query'] = async (text, params, options) =>
    (await pool.query({ text, values: params as unknown[] | undefined, name: options?.name })).rows
  return {
    kind: 'postgres',
    query,
    async exec(text) {
      await pool.query(text)
    },
    async transaction(work) {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const result = await work({
          query: async (text, params) => (await client.query(text, params as unknown[])).rows,
          exec: async (text) => void (await client.query(text)),
        })
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    async tryAdvisoryLock(key) {
      const client = await pool.connect()
      try {
        const [row] = (
          await client.query('select pg_try_advisory_lock(hashtext($1)) as locked', [key])
        ).rows as Array<{ locked: boolean }>
        if (!row?.locked) {
          client.release()
          return undefined
        }
      } catch (error) {
        client.release()
        throw error
      }
      return {
        async release() {
          await client
            .query('select pg_advisory_unlock(hashtext($1))', [key])
            .catch(() => undefined)
          client.release()
        },
      }
    },
    close: () => pool.end(),
  }
}
