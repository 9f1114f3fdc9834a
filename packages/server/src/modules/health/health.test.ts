import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../../../../scripts/test/startPostgres'
import type { Database } from '../../platform/db/Database'
import { createFailOpenRateLimiter } from '../../platform/rateLimit/createFailOpenRateLimiter'
import { createMemoryRateLimiter } from '../../platform/rateLimit/createMemoryRateLimiter'
import { createRedisRateLimiter } from '../../platform/rateLimit/createRedisRateLimiter'
import { q, startTestApp, type TestApp, useTestChain } from '../../testing/startTestApp'
import { testDatabases } from '../../testing/testDatabases'

const testChain = useTestChain()

type Health = {
  status: string
  checks: Record<string, { status: string } & Record<string, unknown>>
}

describe.each(testDatabases)('health on $name', ({ create }) => {
  let db: Database
  let t: TestApp
  let degraded: TestApp
  beforeAll(async () => {
    db = await create()
    // The EVM test chain only: the dev Solana and Bitcoin networks the configuration lists by default have no node here
    // (solana.test.ts checks a Solana node's health).
    t = await startTestApp(db, testChain, {
      config: (config) => ({
        ...config,
        solana: { ...config.solana, chains: [] },
        bitcoin: { chains: [] },
      }),
    })
    degraded = await startTestApp(db, testChain, {
      rateLimiter: createFailOpenRateLimiter(
        createRedisRateLimiter(`redis://127.0.0.1:${await freePort()}`),
        createMemoryRateLimiter(),
      ),
      config: (config) => ({
        ...config,
        chains: [
          ...config.chains,
          { caipNetworkId: 'eip155:99', chainId: 99, rpcUrl: `http://k:secret@127.0.0.1:${1}/x` },
        ],
      }),
    })
  })
  afterAll(async () => {
    await degraded?.close()
    await t?.close()
    await db?.close().catch(() => {})
  })

  it('answers health without a project', async () => {
    const response = await t.get('/health/live')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok' })
  })

  it('reports each dependency when all are up', async () => {
    const response = await t.get('/health')
    expect(response.statusCode).toBe(200)
    // Other modules add their own checks (the relay); these are the database's and the chain's.
    expect(response.json()).toMatchObject({
      status: 'ok',
      checks: {
        database: { status: 'ok' },
        'chain:eip155:31337': { status: 'ok', head: expect.any(Number), indexer: 'off' },
      },
    })
  })

  it('says degraded, not ok, with a chain down and Redis failing', async () => {
    // Redis refuses connections: the API answers anyway (formerly 500 on every request).
    expect((await degraded.get(`/v1/supported-chains?${q}`)).statusCode).toBe(200)
    const response = await degraded.get('/health')
    expect(response.statusCode).toBe(200)
    const health = response.json() as Health
    expect(health.status).toBe('degraded')
    expect(health.checks['chain:eip155:99']?.status).toBe('down')
    expect(health.checks['chain:eip155:31337']?.status).toBe('ok')
    expect(health.checks.redis?.status).toBe('degraded')
    expect(response.body).not.toContain('secret')
  })

  it('says down (503) without its database', async () => {
    await db.close()
    const response = await t.get('/health')
    expect(response.statusCode).toBe(503)
    expect(response.json()).toMatchObject({
      status: 'down',
      checks: { database: { status: 'down' } },
    })
    expect((await t.get('/health/live')).statusCode).toBe(200)
  })
})
