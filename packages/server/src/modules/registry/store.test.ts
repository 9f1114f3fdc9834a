import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../platform/db/Database'
import { sqlTestDatabases } from '../../testing/testDatabases'
import { registryStore } from './store'
import { tinyPng } from './testing/logoServer'
import { walletInput } from './walletInput'

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
})
