import { join, resolve } from 'node:path'
import { createPgliteDatabase } from './createPgliteDatabase'
import { createPostgresDatabase } from './createPostgresDatabase'
import type { Database } from './Database'
import { migrate } from './migrate'

/**
 * The server's database as configured, migrated: PostgreSQL at `databaseUrl`, else the PGlite files under
 * `dataDir` (one process at a time: a second one waits up to `lockWaitMs`, then is refused with the holder's
 * name). The server and its command-line tools open it this one way. A failed migration closes it again.
 */
export async function openDatabase(
  config: { databaseUrl?: string | undefined; dataDir: string },
  options: { lockWaitMs?: number | undefined } = {},
): Promise<Database> {
  const db = config.databaseUrl
    ? await createPostgresDatabase(config.databaseUrl)
    : await createPgliteDatabase(
        join(resolve(config.dataDir), 'pglite'),
        options.lockWaitMs === undefined ? {} : { lockWaitMs: options.lockWaitMs },
      )
  try {
    await migrate(db)
  } catch (error) {
    await db.close()
    throw error
  }
  return db
}
