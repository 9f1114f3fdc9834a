import { readdir, readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Database } from './Database'

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations')

/**
 * Applies the SQL files of `migrations/` in name order, each once, each in its own transaction with its record
 * in `schema_migrations`. Instances starting together serialise on a transaction-level advisory lock.
 */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(
    'create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())',
  )
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort()
  const applied: string[] = []
  for (const file of files) {
    const version = file.replace(/\.sql$/, '')
    const sql = await readFile(join(migrationsDir, file), 'utf8')
    const ran = await db.transaction(async (tx) => {
      if (db.kind === 'postgres')
        await tx.query("select pg_advisory_xact_lock(hashtext('latch:migrations'))")
      const done = await tx.query('select 1 from schema_migrations where version = $1', [version])
      if (done.length) return false
      await tx.exec(sql)
      await tx.query('insert into schema_migrations (version) values ($1)', [version])
      return true
    })
    if (ran) applied.push(version)
  }
  return applied
}
