import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import { createPgliteDatabase } from '../platform/db/createPgliteDatabase'
import { createPostgresDatabase } from '../platform/db/createPostgresDatabase'
import type { Database } from '../platform/db/Database'
import { migrate } from '../platform/db/migrate'

/**
 * The two databases every server suite runs on: PGlite in memory, and a fresh database on the PostgreSQL
 * server the test setup started. Same code, same migrations.
 */
export const testDatabases = [
  {
    name: 'PGlite',
    async create(): Promise<Database> {
      const db = await createPgliteDatabase()
      await migrate(db)
      return db
    },
  },
  {
    name: 'PostgreSQL',
    async create(): Promise<Database> {
      const admin = inject('postgresUrl')
      const name = `latch_${randomBytes(6).toString('hex')}`
      const client = new pg.Client({ connectionString: admin })
      await client.connect()
      await client.query(`create database ${name}`)
      await client.end()
      const db = await createPostgresDatabase(admin.replace(/\/postgres$/, `/${name}`))
      await migrate(db)
      return db
    },
  },
] as const
