import { mkdir } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import type { Database, Sql } from './Database'

/** PostgreSQL in WASM with its data in a directory (or in memory without one): `npm start` needs no server. */
export async function createPgliteDatabase(dataDir?: string): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true })
  const pg = await PGlite.create(dataDir ? { dataDir } : {})
  const query: Sql['query'] = async (text, params) =>
    (await pg.query(text, params as unknown[] | undefined)).rows as never
  // One connection: a single process is the only instance, so the lock is always this process's.
  const held = new Set<string>()
  return {
    kind: 'pglite',
    query,
    async exec(text) {
      await pg.exec(text)
    },
    transaction: (work) =>
      pg.transaction((tx) =>
        work({
          query: async (text, params) => (await tx.query(text, params as unknown[])).rows as never,
          exec: async (text) => void (await tx.exec(text)),
        }),
      ),
    async tryAdvisoryLock(key) {
      if (held.has(key)) return undefined
      held.add(key)
      return { release: async () => void held.delete(key) }
    },
    close: () => pg.close(),
  }
}
