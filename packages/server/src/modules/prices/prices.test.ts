import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../platform/db/Database'
import { startTestApp, type TestApp, useTestChain } from '../../testing/startTestApp'
import { testDatabases } from '../../testing/testDatabases'

const testChain = useTestChain()

describe.each(testDatabases)('prices on $name', ({ create }) => {
  let db: Database
  let t: TestApp
  beforeAll(async () => {
    db = await create()
    t = await startTestApp(db, testChain)
  })
  afterAll(async () => {
    await t?.close()
    await db?.close()
  })

  it('prices known tokens', async () => {
    const prices = await t.app.inject({
      method: 'POST',
      url: '/v1/fungible/price',
      payload: {
        currency: 'usd',
        addresses: [`eip155:31337:${t.contracts.ltk}`],
        projectId: 'latch-demo',
      },
    })
    expect(prices.json()).toEqual({
      fungibles: [
        {
          address: `eip155:31337:${t.contracts.ltk.toLowerCase()}`,
          name: 'Latch Token',
          symbol: 'LTK',
          iconUrl: null,
          price: 2.5,
        },
      ],
    })
  })

  it('rejects an oversize or malformed body without a stack trace', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/v1/fungible/price?projectId=latch-demo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ currency: 'usd', addresses: ['x'.repeat(70_000)] }),
    })
    expect(big.statusCode).toBe(413)
    expect(big.json()).toMatchObject({ status: 413 })
    const broken = await t.app.inject({
      method: 'POST',
      url: '/v1/fungible/price?projectId=latch-demo',
      headers: { 'content-type': 'application/json' },
      payload: '{"currency":',
    })
    expect(broken.statusCode).toBe(400)
    expect(broken.body).not.toContain('at ')
  })
})
