import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { createPgliteDatabase } from '../platform/db/createPgliteDatabase'
import { createPostgresDatabase } from '../platform/db/createPostgresDatabase'
import { migrate } from '../platform/db/migrate'

/** The template every test database on the PostgreSQL server is copied from (`create database … template`). */
export const postgresTemplate = 'latch_template'

/**
 * Migrates the schema once per test run, for the test setup (scripts/test/globalSetup.ts): a PostgreSQL
 * template database on `adminUrl`'s server, and a PGlite data directory dumped to `pgliteImagePath`. A test
 * database is then a copy (0.1 s) or a load (no initdb, no migrations) instead of a migration of its own.
 */
export async function migratedImages(adminUrl: string, pgliteImagePath: string): Promise<void> {
  await Promise.all([
    (async () => {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`create database ${postgresTemplate}`)
      await client.end()
      const db = await createPostgresDatabase(databaseUrl(adminUrl, postgresTemplate))
      await migrate(db)
      // No connection may stay on a template while it is copied.
      await db.close()
    })(),
    (async () => {
      const dir = await mkdtemp(join(tmpdir(), 'latch-pglite-image-'))
      try {
        const db = await createPgliteDatabase(dir)
        await migrate(db)
        await db.close()
        const pglite = await PGlite.create({ dataDir: dir })
        const image = await pglite.dumpDataDir('none')
        await pglite.close()
        await writeFile(pgliteImagePath, Buffer.from(await image.arrayBuffer()))
      } finally {
        await rm(dir, { recursive: true, force: true })
      }
    })(),
  ])
}

/** The URL of database `name` on the server of `adminUrl` (…/postgres). */
export const databaseUrl = (adminUrl: string, name: string) =>
  adminUrl.replace(/\/postgres$/, `/${name}`)
