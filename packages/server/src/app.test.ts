import { join } from 'node:path'
import { createDataApiClient, DataApiError } from '@latch/core'
import {
  type Chain,
  compileContracts,
  dataDir,
  deployTestContracts,
  startChain,
  type TestContracts,
  testAccount,
} from '@latch/devstack'
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { createWalletClient, erc20Abi, http, parseUnits, publicActions } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { buildApp } from './app'
import { createChainRegistry } from './chains/createChainRegistry'
import type { Database } from './db/Database'
import { createIndexer } from './indexer/createIndexer'
import { demoProject, projectRepository } from './projects/projectRepository'
import { createMemoryRateLimiter } from './rateLimit/createMemoryRateLimiter'
import { createRedisRateLimiter } from './rateLimit/createRedisRateLimiter'
import { testConfig } from './testing/testConfig'
import { testDatabases } from './testing/testDatabases'

const holder = testAccount(1).address
const payer = testAccount(6)
const q = 'projectId=latch-demo&st=latch&sv=test'

describe.each(testDatabases)('data API on $name', ({ create, name }) => {
  const port = name === 'PGlite' ? 20555 : 20556
  let chain: Chain
  let contracts: TestContracts
  let db: Database
  let app: FastifyInstance
  const rpcUrl = `http://127.0.0.1:${port}`
  const wallet = createWalletClient({
    account: payer,
    chain: { ...foundry, rpcUrls: { default: { http: [rpcUrl] } } },
    transport: http(rpcUrl),
  }).extend(publicActions)
  const indexAll = async () => {
    const [served] = createChainRegistry([
      { caipNetworkId: 'eip155:31337', chainId: 31337, rpcUrl },
    ]).list()
    if (!served) throw new Error('no chain')
    await createIndexer({ db, chain: served, pollMs: 10 }).catchUp(
      await wallet.getBlockNumber({ cacheTime: 0 }),
    )
  }
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers })

  beforeAll(async () => {
    chain = await startChain({ port, chainId: 31337 })
    contracts = await deployTestContracts(
      chain.rpcUrl,
      await compileContracts(join(dataDir, 'contracts-cache')),
    )
    db = await create()
    await projectRepository(db).upsert(demoProject)
    await projectRepository(db).upsert({
      id: 'tiny',
      name: 'Tiny',
      allowedOrigins: ['https://*.example.com'],
      requestsPerMinute: 3,
    })
    app = buildApp({
      config: testConfig([{ chainId: 31337, rpcUrl }]),
      db,
      rateLimiter: createMemoryRateLimiter(),
    })
    await indexAll()
  }, 60_000)
  afterAll(async () => {
    await app?.close()
    await db?.close()
    await chain?.stop()
  })

  it('answers health without a project', async () => {
    const response = await get('/health')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok' })
  })

  it('lists the supported chains', async () => {
    expect((await get(`/v1/supported-chains?${q}`)).json()).toEqual({
      http: ['eip155:31337'],
      ws: [],
    })
  })

  it('answers balances: native and tokens with their USD values', async () => {
    const response = await get(
      `/v1/account/${holder}/balance?${q}&currency=usd&chainId=eip155:31337`,
    )
    expect(response.statusCode).toBe(200)
    const { balances } = response.json() as { balances: Array<Record<string, unknown>> }
    expect(balances).toContainEqual(
      expect.objectContaining({
        symbol: 'ETH',
        quantity: { decimals: '18', numeric: '10000' },
        value: 30_000_000,
      }),
    )
    expect(balances).toContainEqual(
      expect.objectContaining({
        symbol: 'LUSD',
        address: `eip155:31337:${contracts.lusd.toLowerCase()}`,
        quantity: { decimals: '6', numeric: '1000000' },
        price: 1,
        value: 1_000_000,
      }),
    )
  })

  it('serves balances from a 30 s cache unless forceUpdate asks for fresh ones', async () => {
    const url = `/v1/account/${payer.address}/balance?${q}&chainId=eip155:31337`
    const lusd = (body: unknown) =>
      (
        body as { balances: Array<{ symbol: string; quantity: { numeric: string } }> }
      ).balances.find((b) => b.symbol === 'LUSD')?.quantity.numeric
    expect(lusd((await get(url)).json())).toBe('1000000')
    await wallet.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address: contracts.lusd,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [holder, parseUnits('1', 6)],
      }),
    })
    expect(lusd((await get(url)).json())).toBe('1000000')
    const fresh = await get(
      `${url}&forceUpdate=eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`,
    )
    expect(lusd(fresh.json())).toBe('999999')
  })

  it('pages history newest first on a stable cursor while new blocks arrive', async () => {
    for (let i = 0; i < 25; i++) await wallet.sendTransaction({ to: holder, value: BigInt(i + 1) })
    await indexAll()
    const seen: string[] = []
    let cursor: string | null = null
    let arrivedDuringPaging = ''
    do {
      const response = await get(
        `/v1/account/${holder}/history?${q}&chainId=eip155:31337${cursor ? `&cursor=${cursor}` : ''}`,
      )
      expect(response.statusCode).toBe(200)
      const page = response.json() as {
        data: Array<{ id: string; metadata: { minedAt: string } }>
        next: string | null
      }
      seen.push(...page.data.map((item) => item.id))
      cursor = page.next
      if (!arrivedDuringPaging) {
        arrivedDuringPaging = await wallet.sendTransaction({ to: holder, value: 999n })
        await wallet.waitForTransactionReceipt({ hash: arrivedDuringPaging as `0x${string}` })
        await indexAll()
      }
    } while (cursor)
    expect(new Set(seen).size).toBe(seen.length)
    const [total] = await db.query<{ count: number }>(
      'select count(*)::int as count from address_activity where address = $1 and tx_hash <> $2',
      [holder.toLowerCase(), arrivedDuringPaging],
    )
    expect(seen).toHaveLength(total?.count ?? -1)
    expect(seen.includes(`eip155:31337:${arrivedDuringPaging}`)).toBe(false)
    const first = (await get(`/v1/account/${holder}/history?${q}&chainId=eip155:31337`)).json() as {
      data: Array<{
        id: string
        metadata: { sentFrom: string; minedAt: string }
        transfers: Array<{ direction: string; quantity: { numeric: string } }>
      }>
    }
    expect(first.data[0]?.id).toBe(`eip155:31337:${arrivedDuringPaging}`)
    expect(first.data[0]?.metadata.sentFrom).toBe(payer.address)
    expect(first.data[0]?.transfers).toEqual([
      expect.objectContaining({ direction: 'in', quantity: { numeric: '0.000000000000000999' } }),
    ])
    const times = first.data.map((item) => Date.parse(item.metadata.minedAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('lists the NFTs an address holds', async () => {
    const { data } = (await get(`/v1/account/${holder}/nfts?${q}&chainId=eip155:31337`)).json() as {
      data: Array<{ collection: string; tokenId: string; standard: string; quantity: string }>
    }
    expect(data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          collection: 'Latch Punks',
          tokenId: '1',
          standard: 'erc721',
          quantity: '1',
        }),
        expect.objectContaining({
          collection: 'Latch Items',
          tokenId: '1',
          standard: 'erc1155',
          quantity: '5',
        }),
      ]),
    )
  })

  it('prices known tokens and answers identity from the names table', async () => {
    const prices = await app.inject({
      method: 'POST',
      url: '/v1/fungible/price',
      payload: {
        currency: 'usd',
        addresses: [`eip155:31337:${contracts.ltk}`],
        projectId: 'latch-demo',
      },
    })
    expect(prices.json()).toEqual({
      fungibles: [
        {
          address: `eip155:31337:${contracts.ltk.toLowerCase()}`,
          name: 'Latch Token',
          symbol: 'LTK',
          iconUrl: null,
          price: 2.5,
        },
      ],
    })
    expect((await get(`/v1/identity/${holder}?${q}`)).json()).toEqual({ name: null, avatar: null })
    await db.query('insert into names (address, name, avatar) values ($1, $2, $3)', [
      holder.toLowerCase(),
      'alice.latch',
      null,
    ])
    expect((await get(`/v1/identity/${holder}?${q}`)).json()).toEqual({
      name: 'alice.latch',
      avatar: null,
    })
  })

  it('proxies safe JSON-RPC reads and refuses everything else', async () => {
    const call = (method: string, params: unknown[] = []) =>
      app.inject({
        method: 'POST',
        url: '/v1?chainId=eip155:31337&projectId=latch-demo',
        payload: { jsonrpc: '2.0', id: 1, method, params },
      })
    expect((await call('eth_chainId')).json()).toMatchObject({ result: '0x7a69' })
    const refused = await call('anvil_setBalance', [holder, '0x0'])
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({
      error: { message: 'Requested RPC call is not allowed' },
    })
    expect((await call('personal_sign', ['0x00', holder])).statusCode).toBe(403)
    expect((await call('eth_sendTransaction', [{}])).statusCode).toBe(403)
  })

  it('answers empty reads for a chain it does not serve', async () => {
    expect((await get(`/v1/account/${holder}/balance?${q}&chainId=eip155:1`)).json()).toEqual({
      balances: [],
    })
    expect((await get(`/v1/account/${holder}/history?${q}&chainId=eip155:1`)).json()).toEqual({
      data: [],
      next: null,
    })
    expect((await get(`/v1/account/${holder}/nfts?${q}&chainId=eip155:1`)).json()).toEqual({
      data: [],
      next: null,
    })
  })

  it.each([
    [`/v1/account/0x123/balance?${q}&chainId=eip155:31337`, 'address'],
    [`/v1/account/${holder}/balance?${q}&chainId=31337`, 'chainId'],
    [`/v1/account/${holder}/history?${q}&chainId=eip155:31337&cursor=%%%`, 'cursor'],
    [`/v1/account/${holder}/history?${q}&chainId=eip155:31337&cursor=bm90LWEtY3Vyc29y`, 'cursor'],
    [`/v1/account/${holder}/nfts?${q}&chainId=eip155:31337&cursor=-1`, 'cursor'],
    [`/v1/identity/javascript:alert(1)?${q}`, 'address'],
  ])('rejects %s (bad %s) with 400 and the error body', async (url, field) => {
    const response = await get(url)
    expect(response.statusCode).toBe(400)
    const body = response.json() as {
      status: number
      reasons: Array<{ name: string; description: string }>
    }
    expect(body.status).toBe(400)
    expect(body.reasons[0]?.name).toBe('Bad Request')
    expect(body.reasons[0]?.description).toContain(field === 'address' ? 'address' : field)
  })

  it('rejects an oversize or malformed body without a stack trace', async () => {
    const big = await app.inject({
      method: 'POST',
      url: '/v1/fungible/price?projectId=latch-demo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ currency: 'usd', addresses: ['x'.repeat(70_000)] }),
    })
    expect(big.statusCode).toBe(413)
    expect(big.json()).toMatchObject({ status: 413 })
    const broken = await app.inject({
      method: 'POST',
      url: '/v1/fungible/price?projectId=latch-demo',
      headers: { 'content-type': 'application/json' },
      payload: '{"currency":',
    })
    expect(broken.statusCode).toBe(400)
    expect(broken.body).not.toContain('at ')
  })

  it('needs a known project and an allowed origin', async () => {
    const missing = await get(`/v1/supported-chains`)
    expect(missing.statusCode).toBe(401)
    expect(missing.json()).toEqual({
      status: 401,
      reasons: [{ name: 'Invalid Project ID', description: 'Invalid Project ID' }],
    })
    expect((await get(`/v1/supported-chains?projectId=nope`)).statusCode).toBe(401)
    const wrongOrigin = await get(`/v1/supported-chains?${q}`, {
      origin: 'http://evil-localhost:5173',
    })
    expect(wrongOrigin.statusCode).toBe(403)
    expect(wrongOrigin.json().reasons[0].description).toBe('Unauthorized: origin not allowed')
    const allowed = await get(`/v1/supported-chains?${q}`, { origin: 'http://localhost:5173' })
    expect(allowed.statusCode).toBe(200)
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173')
    const preflight = await app.inject({
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
    for (let i = 0; i < 5; i++) statuses.push((await get(url, headers)).statusCode)
    expect(statuses).toEqual([200, 200, 200, 429, 429])
    const limited = await get(url, headers)
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
          const response = await get(`${target}?${search}`)
          expect(response.statusCode).toBeLessThan(500)
          if (response.statusCode >= 400) expect(response.json()).toHaveProperty('reasons')
        },
      ),
      { numRuns: 150 },
    )
  })

  it('is what the browser client reads', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    const apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    const client = createDataApiClient({ apiUrl, projectId: 'latch-demo' })
    expect(await client.getSupportedChains()).toEqual({ http: ['eip155:31337'], ws: [] })
    const history = await client.getHistory(holder, { chainId: 'eip155:31337' })
    expect(history.data.length).toBe(20)
    expect(typeof history.next).toBe('string')
    const next = await client.getHistory(holder, {
      chainId: 'eip155:31337',
      cursor: history.next ?? undefined,
    })
    expect(next.data.some((item) => history.data.some((seen) => seen.id === item.id))).toBe(false)
    const { balances } = await client.getBalances(holder, { chainId: 'eip155:31337' })
    expect(balances.some((balance) => balance.symbol === 'LTK')).toBe(true)
    const nfts = await client.getNfts(holder, { chainId: 'eip155:31337' })
    expect(nfts.data.map((nft) => nft.collection)).toEqual(
      expect.arrayContaining(['Latch Punks', 'Latch Items']),
    )
    expect(await client.getIdentity(holder)).toEqual({ name: 'alice.latch', avatar: null })
    const { fungibles } = await client.getPrices([`eip155:31337:${contracts.lusd}`])
    expect(fungibles).toEqual([expect.objectContaining({ symbol: 'LUSD', price: 1 })])
    const badInput = await client
      .getHistory('0x1', { chainId: 'eip155:31337' })
      .catch((caught: unknown) => caught)
    expect(badInput).toMatchObject({
      status: 400,
      reasons: [expect.objectContaining({ name: 'Bad Request' })],
    })
    const wrong = createDataApiClient({ apiUrl, projectId: 'nope' })
    const error = await wrong.getSupportedChains().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(DataApiError)
    expect(error).toMatchObject({ status: 401, message: 'Invalid Project ID' })
  })
})

describe('rate limits shared through Redis', () => {
  it('counts every instance against one limit', async () => {
    const a = createRedisRateLimiter(inject('redisUrl'))
    const b = createRedisRateLimiter(inject('redisUrl'))
    const key = `project-${Date.now()}`
    const results = []
    for (const limiter of [a, b, a, b]) results.push((await limiter.hit(key, 3)).allowed)
    expect(results).toEqual([true, true, true, false])
    await a.close()
    await b.close()
  })
})

describe('in-memory rate limits', () => {
  it('open a new window each minute', async () => {
    let time = 60_000 * 10
    const limiter = createMemoryRateLimiter(() => time)
    expect((await limiter.hit('p', 1)).allowed).toBe(true)
    expect((await limiter.hit('p', 1)).allowed).toBe(false)
    time += 60_000
    expect((await limiter.hit('p', 1)).allowed).toBe(true)
  })
})
