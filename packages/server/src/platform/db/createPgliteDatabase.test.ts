import { spawnSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createPgliteDirectory } from '../../testing/testDatabases'
import { createPgliteDatabase } from './createPgliteDatabase'
import { migrate } from './migrate'

const dirs: string[] = []
const freshDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'latch-pglite-'))
  dirs.push(dir)
  return dir
}
// A directory holding the migrated test image, extracted (no initdb; loading it through PGlite costs twice an
// open): every open below then reads files on disk, which is what locking is about.
const migratedDir = async () => {
  const dir = await freshDir()
  await createPgliteDirectory(dir)
  return dir
}
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

describe('a PGlite data directory', () => {
  it('is used by one server at a time: a second is refused, naming the holder, and loses nothing', async () => {
    const dir = await migratedDir()
    const first = await createPgliteDatabase(dir)
    await migrate(first)
    await first.query("insert into name_signatures (signature_hash) values ('kept')")
    const error = await createPgliteDatabase(dir).catch((caught: unknown) => caught as Error)
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toContain(`in use by process ${process.pid}`)
    expect(await first.query('select signature_hash from name_signatures')).toEqual([
      { signature_hash: 'kept' },
    ])
    await first.close()

    const next = await createPgliteDatabase(dir)
    expect(await next.query('select signature_hash from name_signatures')).toEqual([
      { signature_hash: 'kept' },
    ])
    await next.close()
  })

  it('waits for the holder to stop (a rolling restart)', async () => {
    const dir = await migratedDir()
    const first = await createPgliteDatabase(dir)
    const waiting = createPgliteDatabase(dir, { lockWaitMs: 10_000 })
    await new Promise((resolve) => setTimeout(resolve, 300))
    await first.close()
    const second = await waiting
    expect(await second.query('select 1 as one')).toEqual([{ one: 1 }])
    await second.close()
  })

  it('takes over the lock of a process that died', async () => {
    const dir = await migratedDir()
    const dead = spawnSync(process.execPath, ['-e', '0']).pid
    await writeFile(
      join(dir, 'latch.lock'),
      JSON.stringify({ pid: dead, host: hostname(), since: '2026-01-01T00:00:00Z' }),
    )
    const db = await createPgliteDatabase(dir)
    expect(await db.query('select 1 as one')).toEqual([{ one: 1 }])
    await db.close()
  })

  it('that is damaged stops the start with a clear message', async () => {
    const dir = await freshDir()
    await writeFile(join(dir, 'PG_VERSION'), 'not a version\n')
    const error = await createPgliteDatabase(dir).catch((caught: unknown) => caught as Error)
    expect((error as Error).message).toMatch(/could not be opened/)
    expect((error as Error).message.length).toBeLessThan(400)
  })
})
