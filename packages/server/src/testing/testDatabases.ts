import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { inject } from 'vitest'
import { createPgliteDatabase } from '../platform/db/createPgliteDatabase'
import { createPostgresDatabase } from '../platform/db/createPostgresDatabase'
import type { Database } from '../platform/db/Database'
import { databaseUrl, extractPgliteImage, postgresTemplate } from './migratedImages'

/**
 * A fresh, migrated database on the PostgreSQL server the test setup started: a copy of its template (0.1 s).
 * Returns its URL, for a server process or `createServer` to open.
 */
export async function createPostgresUrl(): Promise<string> {
  const admin = inject('postgresUrl')
  const name = `latch_${randomBytes(6).toString('hex')}`
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  await client.query(`create database ${name} template ${postgresTemplate}`)
  await client.end()
  return databaseUrl(admin, name)
}

let image: Promise<Blob> | undefined

/** The migrated PGlite data directory the test setup dumped, read once per file. */
export const pgliteImage = () => {
  image ??= readFile(inject('pgliteImage')).then((bytes) => new Blob([bytes]))
  return image
}

/** A PGlite data directory at `dataDir`, migrated, for a server process or a command that opens it by path. */
export const createPgliteDirectory = (dataDir: string) =>
  extractPgliteImage(inject('pgliteImage'), dataDir)

/** PGlite in memory, loaded from the migrated image the test setup dumped (no initdb, no migrations). */
export const pgliteDatabase = {
  name: 'PGlite',
  async create(): Promise<Database> {
    return createPgliteDatabase(undefined, { loadDataDir: await pgliteImage() })
  },
} as const

/** A fresh database on the test PostgreSQL server, copied from the migrated template. */
export const postgresDatabase = {
  name: 'PostgreSQL',
  async create(): Promise<Database> {
    return createPostgresDatabase(await createPostgresUrl())
  },
} as const

/**
 * The database of route and service tests: one, PostgreSQL (a template copy is the cheapest fresh database).
 * The same SQL runs on PGlite through the tests of the SQL itself (`sqlTestDatabases`) and the e2e's dev stack.
 */
export const testDatabases = [postgresDatabase] as const

/** Both databases, for tests whose subject is SQL (stores, query plans, locks, migrations): same code, same schema. */
export const sqlTestDatabases = [pgliteDatabase, postgresDatabase] as const
