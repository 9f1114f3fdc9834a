import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../platform/db/Database'
import { sqlTestDatabases } from '../../testing/testDatabases'
import { registryStore } from './store'
import { tinyPng } from './testing/logoServer'
import { walletInput } from './walletInput'

const migrations = fileURLToPath(new URL('../../platform/db/migrations/', import.meta.url))

describe.each(sqlTestDatabases)('registry store on $name', ({ create }) => {
  let db: Database
  beforeAll(async () => {
    db = await create()
  })
  afterAll(async () => {
    await db?.close()
  })

  it('keeps an icon as its bytes and media type, and replaces both on the next import', async () => {
    const store = registryStore(db)
    const acme = walletInput.parse({ id: 'acme', name: 'Acme Wallet' })
    await store.upsert([{ ...acme, image: { type: 'image/png', bytes: tinyPng } }], 'import')
    expect(await store.image('acme')).toEqual({ type: 'image/png', bytes: tinyPng })
    await store.upsert([acme], 'import')
    expect(await store.image('acme')).toEqual(acme.image)
    expect(await store.image('nope')).toBeUndefined()
  })

  it('refuses a media type that is not an image a browser draws inertly', async () => {
    await expect(
      db.query(
        `insert into registry_wallets (id, name, rank, image_bytes, image_type, source)
         values ('evil', 'Evil', 1, $1, 'text/html', 'import')`,
        [Buffer.from('<script>alert(1)</script>')],
      ),
    ).rejects.toThrow(/registry_wallets_image_type/)
  })

  it('migrates the SVGs stored before icons were bytes: UTF-8 bytes typed image/svg+xml, image_svg gone', async () => {
    const files = (await readdir(migrations)).filter((file) => file.endsWith('.sql')).sort()
    const sqlOf = (file: string) => readFile(`${migrations}${file}`, 'utf8')
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><text>Ä</text></svg>'
    // The schema as it was before 014, in a schema of its own, in a transaction that is rolled back.
    const rolledBack = new Error('rolled back')
    const result = db.transaction(async (sql) => {
      await sql.exec('create schema before_014; set local search_path to before_014')
      for (const file of files.filter((name) => name < '014')) await sql.exec(await sqlOf(file))
      await sql.query(
        `insert into registry_wallets (id, name, rank, image_svg, source) values ('old', 'Old', 1, $1, 'seed')`,
        [svg],
      )
      await sql.exec(await sqlOf('014_registry_image_bytes.sql'))
      const rows = await sql.query<{ image_type: string; image_bytes: Uint8Array }>(
        'select image_type, image_bytes from registry_wallets',
      )
      expect(rows.map((row) => [row.image_type, Buffer.from(row.image_bytes).toString()])).toEqual([
        ['image/svg+xml', svg],
      ])
      const columns = await sql.query<{ column_name: string }>(
        `select column_name from information_schema.columns
         where table_schema = 'before_014' and table_name = 'registry_wallets' and column_name like 'image%'
         order by column_name`,
      )
      expect(columns.map((column) => column.column_name)).toEqual(['image_bytes', 'image_type'])
      throw rolledBack
    })
    await expect(result).rejects.toBe(rolledBack)
  })
})
