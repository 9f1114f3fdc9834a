import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../platform/db/Database'
import { q, startTestApp, type TestApp } from '../../testing/startTestApp'
import { testDatabases } from '../../testing/testDatabases'

describe.each(testDatabases)('supported chains on $name', ({ create }) => {
  let db: Database
  let t: TestApp
  beforeAll(async () => {
    db = await create()
    t = await startTestApp(db)
  })
  afterAll(async () => {
    await t?.close()
    await db?.close()
  })

  it('lists the supported chains: the EVM ones, then the Solana and Bitcoin networks', async () => {
    // The test app serves the test chain and the default Solana and Bitcoin networks (the dev stack's).
    expect((await t.get(`/v1/supported-chains?${q}`)).json()).toEqual({
      http: [
        'eip155:31337',
        'solana:DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp',
        'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      ],
      ws: [],
    })
  })
})
