import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { createPgliteDatabase } from '../platform/db/createPgliteDatabase'
import { createPostgresDatabase } from '../platform/db/createPostgresDatabase'
import { migrate } from '../platform/db/migrate'

/** The template every test database on the PostgreSQL server is copied from (`create database … template`). */
export const postgresTemplate = 'latch_template'

const dbDir = join(dirname(fileURLToPath(import.meta.url)), '../platform/db')

/**
 * The hash a PGlite image is kept under: the migrations, the code that applies them, and PGlite's version (an
 * image dumped by another version may not load).
 */
async function imageKey(): Promise<string> {
  const hash = createHash('sha256')
  // Its package.json is not exported: found beside the entry it resolves to.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const pglite = entry.slice(0, entry.lastIndexOf('/dist/'))
  hash.update(await readFile(join(pglite, 'package.json')))
  const migrations = (await readdir(join(dbDir, 'migrations')))
    .filter((f) => f.endsWith('.sql'))
    .sort()
  for (const file of [
    ...migrations.map((f) => `migrations/${f}`),
    'migrate.ts',
    'createPgliteDatabase.ts',
  ])
    hash.update(`\0${file}\0`).update(await readFile(join(dbDir, file)))
  return hash.digest('hex').slice(0, 16)
}

/**
 * The migrated PGlite image, made once and kept in `cacheDir` under a hash of what makes it (imageKey): initdb
 * and the migrations in WASM cost seconds, paid again only when a migration changes. Returns its path.
 */
export async function cachedPgliteImage(cacheDir: string): Promise<string> {
  const path = join(cacheDir, `pglite-${await imageKey()}.tar`)
  if (existsSync(path)) return path
  await mkdir(cacheDir, { recursive: true })
  // Written aside and renamed: a run beside this one reads a whole image or makes its own.
  const partial = `${path}.${process.pid}.partial`
  await dumpMigratedPglite(partial)
  await rename(partial, path)
  return path
}

/**
 * The migrated image unpacked into `dataDir`, a PGlite data directory that the next to open it finds migrated. The
 * image is a tar of the data directory itself (dumpDataDir), so it is extracted, not loaded: loading it costs a
 * PGlite boot (seconds), and the one who opens the directory boots it again anyway.
 */
export async function extractPgliteImage(imagePath: string, dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true })
  await promisify(execFile)('tar', ['-xf', imagePath, '-C', dataDir])
}

/**
 * An empty PGlite data directory (a server's `LATCH_DATA_DIR/pglite`) made from the migrated image (cachedPgliteImage
 * in `cacheDir`): the server that opens it next starts with no initdb and no migrations to run. The dev stack
 * starts every server on a new database (startDevStack), and each of those paid both in WASM (15–20 s of CPU).
 */
export async function seedPgliteDataDir(dataDir: string, cacheDir: string): Promise<void> {
  await extractPgliteImage(await cachedPgliteImage(cacheDir), dataDir)
}

/**
 * Migrates the schema once per test run, for the test setup (scripts/test/globalSetup.ts): a PostgreSQL
 * template database on `adminUrl`'s server, and the PGlite image (cachedPgliteImage in `cacheDir`). A test
 * database is then a copy (0.1 s) or a load (no initdb, no migrations) instead of a migration of its own.
 * Returns the PGlite image's path.
 */
export async function migratedImages(adminUrl: string, cacheDir: string): Promise<string> {
  // One after the other, PostgreSQL first: making the PGlite image runs initdb and the migrations in WASM on this
  // thread, which holds the event loop for seconds at a time. A PostgreSQL connection opened meanwhile outlives
  // the pool's connect timeout (createPostgresDatabase) before its answer is read, and the whole run fails in its
  // set-up ("Connection terminated due to connection timeout"): a fresh clone has no image yet, so every one of
  // them made both at once.
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  await client.query(`create database ${postgresTemplate}`)
  await client.end()
  const db = await createPostgresDatabase(databaseUrl(adminUrl, postgresTemplate))
  await migrate(db)
  // No connection may stay on a template while it is copied.
  await db.close()
  return cachedPgliteImage(cacheDir)
}

/** Migrates a new PGlite data directory and dumps it to `path` (a tar, for `loadDataDir`). */
async function dumpMigratedPglite(path: string): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'latch-pglite-image-'))
  try {
    const db = await createPgliteDatabase(dir)
    await migrate(db)
    await db.close()
    const pglite = await PGlite.create({ dataDir: dir })
    const image = await pglite.dumpDataDir('none')
    await pglite.close()
    await writeFile(path, Buffer.from(await image.arrayBuffer()))
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** The URL of database `name` on the server of `adminUrl` (…/postgres). */
export const databaseUrl = (adminUrl: string, name: string) =>
  adminUrl.replace(/\/postgres$/, `/${name}`)
