import { randomBytes } from 'node:crypto'
import { type Chain, startChain, testAccount } from '@latch/devstack/chain'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  freePort,
  type RestartableServer,
  startPostgres,
} from '../../../../../scripts/test/startPostgres'
import { q } from '../../testing/startTestApp'
import { type HealthSample, watchHealth } from '../health/testing/watchHealth'
import { connectRelayClient } from '../relay/testing/relayTestClient'
import { type RelayServer, startRelayServer } from '../relay/testing/startRelayServer'

const CHAIN = 'chain:eip155:31337'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const role = (sample: HealthSample) => {
  const indexer = sample.body.checks[CHAIN]?.indexer
  return typeof indexer === 'object' ? (indexer as { role: string }).role : indexer
}

// behaviour.md §17: two instances on one PostgreSQL (and one Redis), the indexer on one of them, PostgreSQL stopped.
describe('two instances while PostgreSQL stops and starts again', () => {
  let postgres: RestartableServer
  let chain: Chain
  const servers: RelayServer[] = []
  beforeAll(async () => {
    ;[postgres, chain] = await Promise.all([
      startPostgres(),
      freePort().then((port) => startChain({ port, chainId: 31337, blockTime: 1 })),
    ])
    for (let i = 0; i < 2; i++)
      servers.push(
        await startRelayServer({
          databaseUrl: postgres.url,
          redisUrl: inject('redisUrl'),
          config: (config) => ({
            ...config,
            chains: [{ caipNetworkId: 'eip155:31337', chainId: 31337, rpcUrl: chain.rpcUrl }],
            solana: { ...config.solana, chains: [] },
            bitcoin: { chains: [] },
            indexer: { enabled: true, pollMs: 50 },
          }),
        }),
      )
  })
  afterAll(async () => {
    for (const server of servers) await server.close()
    await chain?.stop()
    await postgres?.stop()
  })

  it('stays up on both, answers 503 meanwhile, resumes indexing on one instance with contiguous blocks, and keeps the relay messages it acknowledged', async () => {
    const base = servers.map((server) => `http://127.0.0.1:${server.port}`)
    const health = base.map((url) => watchHealth(url))
    const history = (url: string) =>
      fetch(`${url}/v1/account/${testAccount(1).address}/history?${q}&chainId=eip155:31337`)
    const sql = () => new pg.Client({ connectionString: postgres.url })
    const cursor = async () => {
      const client = sql()
      await client.connect()
      try {
        const { rows } = await client.query<{ n: string | null }>(
          'select max(number)::text as n from blocks',
        )
        return Number(rows[0]?.n ?? -1)
      } finally {
        await client.end()
      }
    }
    while ((await cursor()) < 1) await sleep(100)
    expect((await history(base[0] as string)).status).toBe(200)

    const stoppedAt = Date.now()
    await postgres.halt()
    // The outage is real, and lasts until both instances have said so and the chain has moved on without them
    // (not a set time: docs/testing.md).
    while (
      !health.every(
        (watcher) => watcher.after(stoppedAt, (s) => s.statusCode === 503) !== undefined,
      )
    )
      await sleep(50)
    // A publish while the database is away: acknowledged, so kept and written once it is back.
    const publisher = await connectRelayClient(servers[1]?.url as string)
    const topic = randomBytes(32).toString('hex')
    const message = Buffer.from('sent during the outage').toString('base64')
    expect(
      await publisher.request('irn_publish', { topic, message, ttl: 300, tag: 1 }),
    ).toMatchObject({ result: true })
    for (const url of base) {
      const response = await history(url)
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({
        status: 503,
        reasons: [{ name: 'Service Unavailable', description: expect.any(String) }],
      })
    }
    const rpc = (method: string) =>
      fetch(chain.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: 1, jsonrpc: '2.0', method }),
      }).then(async (response) => (await response.json()).result as string)
    // Blocks the indexer cannot store while the database is away, on top of the one a second mines.
    for (let i = 0; i < 3; i++) await rpc('evm_mine')
    await postgres.resume()
    const backAt = Date.now()
    const head = Number(await rpc('eth_blockNumber'))
    // The indexer picks up where it stopped: every block of the outage, none twice, none missing.
    const deadline = Date.now() + 5_000
    while ((await cursor()) < head && Date.now() < deadline) await sleep(100)
    expect(await cursor()).toBeGreaterThanOrEqual(head)
    const client = sql()
    await client.connect()
    let blocks: number[]
    let saved = 0
    try {
      blocks = (
        await client.query<{ n: string }>(
          'select number::text as n from blocks order by blocks.number',
        )
      ).rows.map((row) => Number(row.n))
      // The message acknowledged during the outage reached the database once it was back.
      const waitUntil = Date.now() + 5_000
      while (saved === 0 && Date.now() < waitUntil) {
        saved = (await client.query('select 1 from relay_messages where topic = $1', [topic])).rows
          .length
        if (saved === 0) await sleep(100)
      }
    } finally {
      await client.end()
    }
    expect(blocks).toEqual(Array.from({ length: blocks.length }, (_, i) => i))
    expect(saved).toBe(1)
    await sleep(200)
    for (const watcher of health) await watcher.stop()
    publisher.close()

    for (const watcher of health) {
      expect(watcher.after(stoppedAt, (s) => s.statusCode === 503)).toBeLessThanOrEqual(1_000)
      expect(watcher.after(backAt, (s) => s.statusCode === 200)).toBeLessThanOrEqual(1_000)
      const down = watcher.samples.find((s) => s.statusCode === 503)
      expect(down?.body).toMatchObject({ status: 'down', checks: { database: { status: 'down' } } })
    }
    // Both processes answered throughout; the indexer runs on exactly one of them.
    const last = health.map((watcher) => watcher.samples.at(-1) as HealthSample)
    expect(last.map(role).sort()).toEqual(['indexing', 'standby'])
  }, 15_000)
})
