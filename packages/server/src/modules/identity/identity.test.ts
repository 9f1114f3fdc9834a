import { testAccount } from '@latch/devstack/chain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../platform/db/Database'
import { q, startTestApp, type TestApp } from '../../testing/startTestApp'
import { testDatabases } from '../../testing/testDatabases'
import { identityService } from './service'
import { identityStore } from './store'

const holder = testAccount(1).address

describe.each(testDatabases)('identity on $name', ({ create }) => {
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

  it('answers identity from the names table', async () => {
    expect((await t.get(`/v1/identity/${testAccount(2).address}?${q}`)).json()).toEqual({
      name: null,
      avatar: null,
    })
    await db.query(
      `insert into names (project_id, name, address, addresses, texts, signed_at)
       values ('latch-demo', 'alice.latch.eth', $1, '{}', '{}', 1)`,
      [holder.toLowerCase()],
    )
    expect((await t.get(`/v1/identity/${holder}?${q}`)).json()).toEqual({
      name: 'alice.latch.eth',
      avatar: null,
    })
  })

  it('answers a Solana account with no name (behaviour.md §14.6), and an address of neither kind with 400', async () => {
    const account = 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD'
    const response = await t.get(`/v1/identity/${account}?${q}&sender=${account}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ name: null, avatar: null })
    expect((await t.get(`/v1/identity/${account.replace('A', '0')}?${q}`)).statusCode).toBe(400)
  })

  it('keeps an answer 5 minutes per project (behaviour.md §9.1), and forgets it when told', async () => {
    let time = 1_000_000
    const service = identityService(identityStore(db), () => time)
    const address = testAccount(5).address.toLowerCase()
    const name = async (project: string, value: string) =>
      db.query(
        `insert into names (project_id, name, address, addresses, texts, signed_at)
         values ($1, $2, $3, '{}', '{}', $4)`,
        [project, value, address, time],
      )
    expect((await service.identity('latch-demo', address)).name).toBeNull()
    await name('latch-demo', 'five.latch.eth')
    await name('other', 'five.other.eth')
    // Another project has its own answer at once; this one's is kept until 5 minutes have passed.
    expect((await service.identity('other', address)).name).toBe('five.other.eth')
    time += 299_999
    expect((await service.identity('latch-demo', address)).name).toBeNull()
    time += 1
    expect((await service.identity('latch-demo', address)).name).toBe('five.latch.eth')
    await name('latch-demo', 'newer.latch.eth')
    expect((await service.identity('latch-demo', address)).name).toBe('five.latch.eth')
    service.forget(`latch-demo ${address}`)
    expect((await service.identity('latch-demo', address)).name).toBe('newer.latch.eth')
  })

  it('rejects a bad address with 400 and the error body', async () => {
    const response = await t.get(`/v1/identity/javascript:alert(1)?${q}`)
    expect(response.statusCode).toBe(400)
    const body = response.json() as {
      status: number
      reasons: Array<{ name: string; description: string }>
    }
    expect(body.status).toBe(400)
    expect(body.reasons[0]?.name).toBe('Bad Request')
    expect(body.reasons[0]?.description).toContain('address')
  })
})
