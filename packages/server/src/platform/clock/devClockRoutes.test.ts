import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app'
import { testConfig } from '../../testing/testConfig'
import { testDatabases } from '../../testing/testDatabases'
import { createMemoryBus } from '../bus/createMemoryBus'
import { createChainRegistry } from '../chains/createChainRegistry'
import type { Database } from '../db/Database'
import { createMemoryRateLimiter } from '../rateLimit/createMemoryRateLimiter'
import { createTokenList } from '../tokens/createTokenList'

let db: Database
beforeAll(async () => {
  db = await testDatabases[0].create()
})
afterAll(async () => {
  await db?.close()
})

const app = (devClock: boolean) =>
  buildApp({
    config: { ...testConfig([]), devClock },
    db,
    chains: createChainRegistry([]),
    tokens: createTokenList([]),
    rateLimiter: createMemoryRateLimiter(),
    bus: createMemoryBus(),
  })

const advance = (server: ReturnType<typeof app>, body: unknown, remoteAddress = '127.0.0.1') =>
  server.inject({ method: 'POST', url: '/dev/clock', payload: body as object, remoteAddress })

describe('POST /dev/clock', () => {
  it('moves the server clock forward, from loopback, when LATCH_DEV_CLOCK is on', async () => {
    const server = app(true)
    const before = Date.now()
    const response = await advance(server, { advanceMs: 30_000 })
    expect(response.statusCode).toBe(200)
    expect(response.json<{ now: number }>().now).toBeGreaterThanOrEqual(before + 30_000)
    expect((await advance(server, { advanceMs: -1 })).statusCode).toBe(400)
    expect((await advance(server, { advanceMs: 1 }, '203.0.113.9')).statusCode).toBe(404)
    await server.close()
  })

  it('does not exist otherwise', async () => {
    const server = app(false)
    expect((await advance(server, { advanceMs: 30_000 })).statusCode).toBe(404)
    await server.close()
  })
})
