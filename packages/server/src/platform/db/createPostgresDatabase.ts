import pg from 'pg'
import type { Database, Session, Sql } from './Database'

/** A connection attempt gives up after this: during an outage requests answer 503 fast instead of hanging. */
const CONNECT_TIMEOUT_MS = 2_000

/** `query` and `transaction` over one checked-out client. */
function clientSession(client: pg.PoolClient): Session {
  const query: Sql['query'] = async (text, params) =>
    (await client.query(text, params as unknown[] | undefined)).rows
  return {
    query,
    exec: async (text) => void (await client.query(text)),
    async transaction(work) {
      await client.query('begin')
      try {
        const result = await work({ query, exec: async (text) => void (await client.query(text)) })
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch(() => undefined)
        throw error
      }
    },
  }
}

// int8 and numeric arrive as strings: the server reads them as text and converts where it needs numbers.
/**
 * A PostgreSQL server through a connection pool. Every connection handles its 'error' event (a restarting
 * server ends them all): an unhandled one would end the process.
 */
export async function createPostgresDatabase(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  })
  // An idle client's error (the server restarting): the pool replaces it.
  pool.on('error', () => undefined)
  await pool.query('select 1')
  const query: Sql['query'] = async (text, params, options) =>
    (await pool.query({ text, values: params as unknown[] | undefined, name: options?.name })).rows

  /** A client for a while: its connection's error fails what runs on it, never the process. */
  async function checkOut() {
    const client = await pool.connect()
    let broken: Error | undefined
    let onLost = () => {}
    const lost = new Promise<void>((resolve) => {
      onLost = resolve
    })
    const onError = (error: Error) => {
      broken ??= error
      onLost()
    }
    const onEnd = () => onError(new Error('the connection ended'))
    client.on('error', onError)
    client.on('end', onEnd)
    return {
      client,
      lost,
      /**
       * Back to the pool, or destroyed when its connection broke. A broken client keeps its listener: a lost
       * connection can emit 'error' more than once (the server's FATAL, then the socket closing).
       */
      done() {
        if (!broken) {
          client.off('error', onError)
          client.off('end', onEnd)
        }
        client.release(broken)
      },
    }
  }

  return {
    kind: 'postgres',
    query,
    async exec(text) {
      await pool.query(text)
    },
    async transaction(work) {
      const held = await checkOut()
      try {
        return await clientSession(held.client).transaction(work)
      } finally {
        held.done()
      }
    },
    async tryAdvisoryLock(key) {
      const held = await checkOut()
      try {
        const [row] = (
          await held.client.query('select pg_try_advisory_lock(hashtext($1)) as locked', [key])
        ).rows as Array<{ locked: boolean }>
        if (!row?.locked) {
          held.done()
          return undefined
        }
      } catch (error) {
        held.done()
        throw error
      }
      let released = false
      return {
        session: clientSession(held.client),
        lost: held.lost,
        async release() {
          if (released) return
          released = true
          await held.client
            .query('select pg_advisory_unlock(hashtext($1))', [key])
            .catch(() => undefined)
          held.done()
        },
      }
    },
    close: () => pool.end(),
  }
}
