import { testAccount } from '@latch/devstack'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../platform/db/Database'
import { q, startTestApp, type TestApp, useTestChain } from '../../testing/startTestApp'
import { testDatabases } from '../../testing/testDatabases'

const holder = testAccount(1).address

const testChain = useTestChain()

describe.each(testDatabases)('project guard on $name', ({ create }) => {
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

  it('needs a known project and an allowed origin', async () => {
    const missing = await t.get(`/v1/supported-chains`)
    expect(missing.statusCode).toBe(401)
    expect(missing.json()).toEqual({
      status: 401,
      reasons: [{ name: 'Invalid Project ID', description: 'Invalid Project ID' }],
    })
    expect((await t.get(`/v1/supported-chains?projectId=nope`)).statusCode).toBe(401)
    const wrongOrigin = await t.get(`/v1/supported-chains?${q}`, {
      origin: 'http://evil-localhost:5173',
    })
    expect(wrongOrigin.statusCode).toBe(403)
    expect(wrongOrigin.json().reasons[0].description).toBe('Unauthorized: origin not allowed')
    const allowed = await t.get(`/v1/supported-chains?${q}`, { origin: 'http://localhost:5173' })
    expect(allowed.statusCode).toBe(200)
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173')
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: `/v1/fungible/price?${q}`,
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    })
    expect(preflight.statusCode).toBe(204)
    expect(preflight.headers['access-control-allow-methods']).toContain('POST')
  })

  it('answers 429 with the Rate Limited alert over the project limit', async () => {
    const url = '/v1/supported-chains?projectId=tiny'
    const headers = { origin: 'https://app.example.com' }
    const statuses = []
    for (let i = 0; i < 5; i++) statuses.push((await t.get(url, headers)).statusCode)
    expect(statuses).toEqual([200, 200, 200, 429, 429])
    const limited = await t.get(url, headers)
    expect(limited.json()).toMatchObject({ status: 429, reasons: [{ name: 'Rate Limited' }] })
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('never answers 5xx to any query string (property-based)', async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.constantFrom(
        'eip155:31337',
        'eip155:1',
        'latch-demo',
        holder,
        '',
        '%',
        '0x',
        'eip155:',
        ':',
      ),
    )
    const path = fc.constantFrom(
      `/v1/account/${holder}/balance`,
      `/v1/account/${holder}/history`,
      `/v1/account/${holder}/nfts`,
      `/v1/identity/${holder}`,
      '/v1/supported-chains',
      `/v1/account/${encodeURIComponent('0x<script>')}/history`,
    )
    await fc.assert(
      fc.asyncProperty(
        path,
        fc.dictionary(
          fc.constantFrom(
            'projectId',
            'chainId',
            'cursor',
            'currency',
            'forceUpdate',
            'st',
            'sv',
            'x',
          ),
          value,
        ),
        async (target, query) => {
          const search = new URLSearchParams({ projectId: 'latch-demo', ...query })
          const response = await t.get(`${target}?${search}`)
          expect(response.statusCode).toBeLessThan(500)
          if (response.statusCode >= 400) expect(response.json()).toHaveProperty('reasons')
        },
      ),
      { numRuns: 150 },
    )
  })
})
