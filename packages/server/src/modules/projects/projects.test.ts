import { connect } from 'node:net'
import { testAccount } from '@latch/devstack/chain'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../platform/db/Database'
import { q, startTestApp, type TestApp, useTestChain } from '../../testing/startTestApp'
import { testDatabases } from '../../testing/testDatabases'

const holder = testAccount(1).address
// A chain that answers: "never 5xx" is about what a query string can do to the server, and a balance asked of a
// chain with no node behind it is rightly a 502 (the property found that combination once in a busy run).
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
    // The RPC proxy is `/v1` itself: its preflight is answered too (the secure site reads tokens through it).
    const rpcPreflight = await t.app.inject({
      method: 'OPTIONS',
      url: `/v1?${q}&chainId=eip155:31337`,
      headers: { origin: t.config.secureSiteOrigin, 'access-control-request-method': 'POST' },
    })
    expect(rpcPreflight.statusCode).toBe(204)
    expect(rpcPreflight.headers['access-control-allow-origin']).toBe(t.config.secureSiteOrigin)
  })

  it.each([
    'HTTP://LOCALHOST:5173',
    'http://localhost:05173',
    'http://local%68ost:5173',
    'http://localhost:5173/',
    'null',
  ])('refuses the origin %s: only the exact serialised form is compared', async (origin) => {
    const response = await t.get(`/v1/supported-chains?${q}`, { origin })
    expect(response.statusCode).toBe(403)
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
  })

  it("answers the router's own refusals in the API's shape", async () => {
    const bad = await t.get(`/v1/account/%zz/balance?${q}`)
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toEqual({
      status: 400,
      reasons: [{ name: 'Bad Request', description: 'The path is not a valid URL' }],
    })
    const long = await t.get(`/v1/account/${'a'.repeat(300)}/balance?${q}`)
    expect(long.statusCode).toBe(414)
    expect(long.json()).toMatchObject({ status: 414, reasons: [{ name: 'Bad Request' }] })
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

describe.each(testDatabases)('the guard cannot be skipped, on $name', ({ create }) => {
  let db: Database
  let t: TestApp
  let port = 0
  beforeAll(async () => {
    db = await create()
    t = await startTestApp(db)
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const address = t.app.server.address()
    port = typeof address === 'object' && address ? address.port : 0
  })
  afterAll(async () => {
    await t?.close()
    await db?.close()
  })

  /** Sends raw HTTP/1.1 (no client normalises the target) and returns the status line's code. */
  const raw = (request: string) =>
    new Promise<number>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(request))
      let answer = ''
      socket.on('data', (chunk) => {
        answer += chunk
      })
      socket.on('end', () => resolve(Number(answer.split(' ')[1])))
      socket.on('error', reject)
    })

  it.each([
    ['GET', '/v%31/supported-chains'],
    ['GET', '/%76%31/supported-chains'],
    ['POST', '/%761?chainId=eip155:31337'],
    ['OPTIONS', '/v%31/fungible/price'],
  ])('%s %s without a project answers 401', async (method, url) => {
    const response = await t.app.inject({
      method: method as 'GET',
      url,
      headers: { origin: 'https://evil.example' },
      ...(method === 'POST'
        ? { payload: { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] } }
        : {}),
    })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({
      status: 401,
      reasons: [{ name: 'Invalid Project ID' }],
    })
  })

  it('refuses an absolute-form request target, and counts encoded paths against the limit', async () => {
    expect(
      await raw(
        'GET http://x/v1/supported-chains HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      ),
    ).toBe(400)
    expect(
      await raw('GET /v%31/supported-chains HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
    ).toBe(401)
    const statuses = []
    for (let i = 0; i < 4; i++)
      statuses.push((await t.get('/v%31/supported-chains?projectId=tiny')).statusCode)
    expect(statuses).toEqual([200, 200, 200, 429])
  })
})

describe.each(testDatabases)('limits per client on $name', ({ create }) => {
  let db: Database
  let t: TestApp
  beforeAll(async () => {
    db = await create()
    t = await startTestApp(db, undefined, {
      config: (config) => ({
        ...config,
        limits: { ...config.limits, clientRequestsPerMinute: 5, failedAuthPerMinute: 3 },
      }),
    })
  })
  afterAll(async () => {
    await t?.close()
    await db?.close()
  })

  const from = (remoteAddress: string, url: string, method: 'GET' | 'OPTIONS' = 'GET') =>
    t.app
      .inject({ method, url, remoteAddress, headers: { origin: 'http://localhost:5173' } })
      .then((response) => response.statusCode)

  it("one client cannot spend a project's budget; others keep theirs", async () => {
    const statuses = []
    for (let i = 0; i < 7; i++) statuses.push(await from('10.0.0.1', `/v1/supported-chains?${q}`))
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429])
    expect(await from('10.0.0.2', `/v1/supported-chains?${q}`)).toBe(200)
  })

  it('limits unknown project ids and preflights too', async () => {
    const guesses = []
    for (let i = 0; i < 5; i++)
      guesses.push(await from('10.0.0.3', `/v1/supported-chains?projectId=guess-${i}`))
    expect(guesses).toEqual([401, 401, 401, 429, 429])
    // Refused too often: refused before any lookup, even with a real project.
    expect(await from('10.0.0.3', `/v1/supported-chains?${q}`)).toBe(429)
    const preflights = []
    for (let i = 0; i < 6; i++)
      preflights.push(await from('10.0.0.4', `/v1/fungible/price?${q}`, 'OPTIONS'))
    expect(preflights).toEqual([204, 204, 204, 204, 204, 429])
  })
})
