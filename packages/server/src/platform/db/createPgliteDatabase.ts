import { mkdir } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import type { Database, Session, Sql } from './Database'
import { lockDataDir } from './lockDataDir'

/**
 * PostgreSQL in WASM with its data in a directory (or in memory without one): `npm start` needs no server.
 * The directory is locked for this process (lockDataDir) until `close`; `lockWaitMs` is how long to wait for
 * another process to let go of it. `loadDataDir` starts from a dumped data directory (`dumpDataDir`), which
 * skips initdb: the tests load one migrated image instead of migrating each database.
 */
export async function createPgliteDatabase(
  dataDir?: string,
  options: { lockWaitMs?: number; loadDataDir?: Blob } = {},
): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true })
  const lock = dataDir ? await lockDataDir(dataDir, { waitMs: options.lockWaitMs ?? 0 }) : undefined
  let pg: PGlite
  try {
    pg = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    })
  } catch (error) {
    await lock?.release()
    // PGlite aborts with its WASM build's source in the message: say what happened instead.
    throw new Error(
      `The PGlite data directory ${dataDir} could not be opened (${(error as Error).name}): it may be damaged or from another version. Move it away to start on an empty database.`,
    )
  }
  const query: Sql['query'] = async (text, params) =>
    (await pg.query(text, params as unknown[] | undefined)).rows as never
  const exec = async (text: string) => void (await pg.exec(text))
  const transaction: Session['transaction'] = (work) =>
    pg.transaction((tx) =>
      work({
        query: async (text, params) => (await tx.query(text, params as unknown[])).rows as never,
        exec: async (text) => void (await tx.exec(text)),
      }),
    )
  // One connection: a single process is the only instance, so the lock is always this process's.
  const held = new Set<string>()
  return {
    kind: 'pglite',
    query,
    exec,
    transaction,
    async tryAdvisoryLock(key) {
      if (held.has(key)) return undefined
      held.add(key)
      // Its connection is the process's own: it is lost only with the process.
      return {
        session: { query, exec, transaction },
        lost: new Promise<void>(() => {}),
        release: async () => void held.delete(key),
      }
    },
    async close() {
      await pg.close()
      await lock?.release()
    },
  }
}
