import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../platform/db/Database'
import { startTestApp, type TestApp } from '../../testing/startTestApp'
import { testDatabases } from '../../testing/testDatabases'
import { FIRST_BACKOFF_MS } from './alertDeliveries'
import { SIGNATURE_HEADER, signWebhook, verifyWebhook } from './webhookSignature'

const secret = 'alert-webhook-secret-of-this-test-0123456789'

type Received = { id: string; signature: string; body: string; at: number }

describe.each(testDatabases)('operator alerts on $name', ({ create }) => {
  let db: Database
  let t: TestApp
  let receiver: Server
  let time = Date.UTC(2026, 10, 29, 12, 0, 0)
  const received: Received[] = []
  /** Each delivery fails its first two attempts (500), then is taken (204). */
  const attempts = new Map<string, number>()

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => {
        body += chunk
      })
      request.on('end', () => {
        const id = String(request.headers['latch-delivery'])
        const attempt = (attempts.get(id) ?? 0) + 1
        attempts.set(id, attempt)
        received.push({ id, signature: String(request.headers[SIGNATURE_HEADER]), body, at: time })
        response.statusCode = attempt <= 2 ? 500 : 204
        response.end()
      })
    })
    receiver.listen(0, '127.0.0.1')
    await once(receiver, 'listening')
    const { port } = receiver.address() as AddressInfo
    db = await create()
    t = await startTestApp(db, undefined, {
      now: () => time,
      config: (config) => ({
        ...config,
        console: {
          ...config.console,
          alerts: {
            url: `http://127.0.0.1:${port}/hook`,
            secret,
            connectErrorRate: 0.5,
            minConnects: 4,
            windowMs: 15 * 60_000,
          },
        },
      }),
    })
  })
  afterAll(async () => {
    await t.close()
    await db.close()
    receiver.close()
  })

  it('verifies a signature over the timestamp and the body, and nothing else', () => {
    const header = signWebhook(secret, '{"a":1}', time)
    expect(verifyWebhook(secret, header, '{"a":1}', time + 60_000)).toBe(true)
    expect(verifyWebhook(secret, header, '{"a":2}', time)).toBe(false)
    expect(verifyWebhook(`${secret}x`, header, '{"a":1}', time)).toBe(false)
    // A replay after the tolerance.
    expect(verifyWebhook(secret, header, '{"a":1}', time + 10 * 60_000)).toBe(false)
  })

  it('sends a signed alert when connects fail over the threshold, retrying with backoff', async () => {
    const alerts = t.app.services.console?.alerts
    if (!alerts) throw new Error('alerts are off')
    const events = ['CONNECT_ERROR', 'CONNECT_ERROR', 'CONNECT_ERROR', 'CONNECT_SUCCESS'].map(
      (event, i) => ({
        eventId: `c${i}`,
        url: 'http://localhost:5173/',
        domain: 'localhost:5173',
        timestamp: time,
        props: { type: 'track', event, properties: { name: 'Sample Wallet' } },
      }),
    )
    const posted = await t.app.inject({
      method: 'POST',
      url: '/e?projectId=latch-demo&st=latch&sv=test',
      headers: { origin: 'http://localhost:5173', 'content-type': 'application/json' },
      payload: JSON.stringify(events),
    })
    expect(posted.statusCode).toBe(204)
    await alerts.watch.check()
    // Still over the threshold: not raised twice.
    await alerts.watch.check()
    const ofConnects = () =>
      received.filter((delivery) => JSON.parse(delivery.body).kind === 'connect_error_rate')
    await alerts.deliveries.deliver()
    expect(ofConnects()).toHaveLength(1)
    // Not due yet: nothing sent.
    time += FIRST_BACKOFF_MS - 1_000
    await alerts.deliveries.deliver()
    expect(ofConnects()).toHaveLength(1)
    time += 1_000
    await alerts.deliveries.deliver()
    expect(ofConnects()).toHaveLength(2)
    time += 2 * FIRST_BACKOFF_MS
    await alerts.deliveries.deliver()
    const deliveries = ofConnects()
    expect(deliveries).toHaveLength(3)
    expect(
      alerts.deliveries.pending().filter((item) => deliveries.some((d) => d.id === item.id)),
    ).toEqual([])
    // The same alert each time, signed at its attempt's time.
    expect(new Set(deliveries.map((delivery) => delivery.body)).size).toBe(1)
    for (const delivery of deliveries)
      expect(verifyWebhook(secret, delivery.signature, delivery.body, delivery.at)).toBe(true)
    // The test app's chain 31337 points where no node answers: its indexer is down, alerted once too.
    const chainAlerts = received
      .map((delivery) => JSON.parse(delivery.body))
      .filter((alert) => alert.kind === 'indexer_behind')
    const ofChain = chainAlerts.filter((alert) => alert.chain === 'eip155:31337')
    expect(new Set(ofChain.map((alert) => alert.id)).size).toBe(1)
    expect(JSON.parse(deliveries[0]?.body ?? '{}')).toMatchObject({
      kind: 'connect_error_rate',
      projectId: 'latch-demo',
      operator: 'token',
      errors: 3,
      successes: 1,
      rate: 0.75,
    })
  })
})
