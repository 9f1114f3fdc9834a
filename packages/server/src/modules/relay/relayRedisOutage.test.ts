import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RestartableServer, startRedis } from '../../../../../scripts/test/startPostgres'
import { createPostgresUrl } from '../../testing/testDatabases'
import { watchHealth } from '../health/testing/watchHealth'
import { connectRelayClient } from './testing/relayTestClient'
import { type RelayServer, startRelayServer } from './testing/startRelayServer'

// Longer than the write-behind (1 s) plus a catch-up (catchUpMs below): messages acknowledged early in the outage
// reach the other instance through the database while Redis is still away. Redis reconnects every 0.3 s at most
// (createRedisBus), so a longer outage tests nothing more, and no test sleeps over 2 s (docs/testing.md).
const OUTAGE_MS = 2_000
const PUBLISH_EVERY_MS = 20
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// behaviour.md §17: two instances on one PostgreSQL and one Redis, the relay between them, Redis killed mid-stream.
describe('the relay across two instances while Redis goes away', () => {
  let redis: RestartableServer
  let a: RelayServer
  let b: RelayServer
  beforeAll(async () => {
    redis = await startRedis()
    const databaseUrl = await createPostgresUrl()
    const options = {
      databaseUrl,
      redisUrl: redis.url,
      relay: { publishesPerSecond: 200, catchUpMs: 500 },
    }
    a = await startRelayServer(options)
    b = await startRelayServer(options)
  })
  afterAll(async () => {
    await a?.close()
    await b?.close()
    await redis?.stop()
  })

  it('delivers every acknowledged message to the subscriber on the other instance, and /health follows Redis both ways within 1 s', async () => {
    const health = [a, b].map((server) => watchHealth(`http://127.0.0.1:${server.port}`))
    const subscriber = await connectRelayClient(a.url)
    const publisher = await connectRelayClient(b.url)
    const topic = randomBytes(32).toString('hex')
    await subscriber.request('irn_subscribe', { topic })

    // Each message the relay acknowledged, and when.
    const acknowledged = new Map<string, number>()
    let publishing = true
    const stream = (async () => {
      for (let i = 0; publishing; i++) {
        const message = Buffer.from(`message ${i} ${randomBytes(4).toString('hex')}`).toString(
          'base64',
        )
        void publisher
          .request('irn_publish', { topic, message, ttl: 300, tag: 1108 })
          .then((answer) => answer.result === true && acknowledged.set(message, Date.now()))
        await sleep(PUBLISH_EVERY_MS)
      }
    })()
    const received = new Map<string, number>()
    const watchDeliveries = setInterval(() => {
      for (const delivery of subscriber.deliveries())
        if (!received.has(delivery.message)) received.set(delivery.message, Date.now())
    }, 10)

    await sleep(500)
    const killedAt = Date.now()
    await redis.halt()
    await sleep(OUTAGE_MS)
    await redis.resume()
    // Health follows from when Redis answers again (the restart itself takes a moment under load).
    const backAt = Date.now()
    await sleep(1_000)
    publishing = false
    await stream

    // Every acknowledged message arrives (at least once), on the socket that never left instance A.
    await subscriber.until(() => {
      const delivered = new Set(subscriber.deliveries().map((d) => d.message))
      return [...acknowledged.keys()].every((m) => delivered.has(m)) ? true : undefined
    }, 5_000)
    await sleep(20)
    clearInterval(watchDeliveries)
    for (const watcher of health) await watcher.stop()
    const deliveries = subscriber.deliveries().map((d) => d.message)
    const gap = Math.max(
      ...[...acknowledged].map(([message, at]) => (received.get(message) as number) - at),
    )
    console.info(
      `Redis outage: ${acknowledged.size} acknowledged, ${new Set(deliveries).size} delivered, ` +
        `${deliveries.length - new Set(deliveries).size} repeated; longest wait ${gap} ms`,
    )
    expect(subscriber.closed).toBeUndefined()
    // A stream before, during and after the outage, however slowly a busy machine ran it: the relay acknowledged
    // messages in each (a count over the whole run would measure the machine, not the relay).
    const ackedBetween = (from: number, to: number) =>
      [...acknowledged.values()].filter((at) => at >= from && at < to).length
    expect(ackedBetween(0, killedAt)).toBeGreaterThanOrEqual(5)
    expect(ackedBetween(killedAt, backAt)).toBeGreaterThanOrEqual(5)
    expect(ackedBetween(backAt, Number.POSITIVE_INFINITY)).toBeGreaterThanOrEqual(5)
    // While Redis is away, the database carries them: the longest wait is the write-behind (1 s) plus a
    // catch-up (0.5 s here), with room for a loaded machine.
    expect(gap).toBeLessThan(4_000)

    for (const watcher of health) {
      const down = (s: { body: { checks: Record<string, { status: string }> } }) =>
        s.body.checks.redis?.status === 'degraded' && s.body.checks.relay?.status === 'degraded'
      const up = (s: { body: { checks: Record<string, { status: string }> } }) =>
        s.body.checks.redis?.status === 'ok' && s.body.checks.relay?.status === 'ok'
      expect(watcher.after(killedAt, down)).toBeLessThanOrEqual(1_000)
      expect(watcher.after(backAt, up)).toBeLessThanOrEqual(1_000)
      // Degraded, not down: the API and the relay keep serving.
      expect(watcher.samples.every((sample) => sample.statusCode === 200)).toBe(true)
    }
    subscriber.close()
    publisher.close()
  }, 15_000)
})
