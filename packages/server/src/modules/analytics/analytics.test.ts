import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../platform/db/Database'
import { startTestApp, type TestApp } from '../../testing/startTestApp'
import { testDatabases } from '../../testing/testDatabases'
import { accountHash } from './accountHash'
import { analyticsTexts } from './analyticsPayload'

const demoOrigin = 'http://localhost:5173'
const visitorIp = '203.0.113.77'
const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
let sequence = 0

const track = (event: string, extra: Record<string, unknown> = {}) => ({
  eventId: `ev-${++sequence}`,
  url: 'http://localhost:5173/shop?code=secret#top',
  domain: 'localhost:5173',
  timestamp: 1_790_000_000_000,
  props: {
    type: 'track',
    event,
    properties: { name: 'Sample Wallet', method: 'browser', view: 'Connect' },
    ...extra,
  },
})
const errorReport = (page = '/') => ({
  eventId: `ev-${++sequence}`,
  url: `http://localhost:5173${page}`,
  domain: 'localhost:5173',
  timestamp: 1_790_000_000_000,
  props: {
    type: 'error',
    event: 'ERROR',
    errorType: 'TypeError',
    errorMessage: 'x is undefined',
    stackTrace: 'at connect (app.js:1:1)',
  },
})

describe.each(testDatabases)('POST /e on $name', ({ create }) => {
  let db: Database
  let t: TestApp
  let time = Date.UTC(2026, 10, 29, 12, 0, 0)
  const post = (
    body: unknown,
    options: { projectId?: string; origin?: string | null; contentType?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/e?projectId=${options.projectId ?? 'latch-demo'}&st=latch&sv=test`,
      remoteAddress: visitorIp,
      headers: {
        'content-type': options.contentType ?? 'application/json',
        ...(options.origin === null ? {} : { origin: options.origin ?? demoOrigin }),
      },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    })

  beforeAll(async () => {
    db = await create()
    t = await startTestApp(db, undefined, { now: () => time })
  })
  afterAll(async () => {
    await t.close()
    await db.close()
  })

  it('takes an event, or a batch sent by sendBeacon as text/plain, and answers 204 with CORS for the page', async () => {
    const one = await post(track('MODAL_OPEN'))
    expect(one.statusCode).toBe(204)
    expect(one.headers['access-control-allow-origin']).toBe(demoOrigin)
    const batch = await post([track('SELECT_WALLET'), track('CONNECT_SUCCESS')], {
      contentType: 'text/plain;charset=UTF-8',
    })
    expect(batch.statusCode).toBe(204)
    // A retried beacon adds nothing: one row per event id.
    const again = { ...track('MODAL_OPEN'), eventId: 'ev-1' }
    expect((await post(again)).statusCode).toBe(204)
    const rows = await db.query<{
      event: string
      wallet: string
      method: string
      view: string
      url: string
    }>(
      "select event, wallet, method, view, url from analytics_events where project_id = 'latch-demo' order by event",
    )
    expect(rows).toEqual([
      {
        event: 'CONNECT_SUCCESS',
        wallet: 'Sample Wallet',
        method: 'browser',
        view: 'Connect',
        url: 'http://localhost:5173/shop',
      },
      {
        event: 'MODAL_OPEN',
        wallet: 'Sample Wallet',
        method: 'browser',
        view: 'Connect',
        url: 'http://localhost:5173/shop',
      },
      {
        event: 'SELECT_WALLET',
        wallet: 'Sample Wallet',
        method: 'browser',
        view: 'Connect',
        url: 'http://localhost:5173/shop',
      },
    ])
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/e?projectId=latch-demo',
      headers: { origin: demoOrigin, 'access-control-request-method': 'POST' },
    })
    expect(preflight.statusCode).toBe(204)
    expect(preflight.headers['access-control-allow-headers']).toBe('content-type')
  })

  it('refuses what is not an event, naming the body', async () => {
    for (const body of [
      '{not json',
      {},
      [],
      { ...track('MODAL_OPEN'), eventId: '' },
      { ...track('MODAL_OPEN'), timestamp: 'now' },
      track('modal open'),
      { ...errorReport(), props: { type: 'error', event: 'ERROR' } },
      Array.from({ length: 101 }, () => track('MODAL_OPEN')),
    ]) {
      const response = await post(body, {
        contentType: typeof body === 'string' ? 'text/plain' : undefined,
      })
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(response.json().reasons[0].description).toBe(analyticsTexts.invalidBody)
    }
  })

  it('follows the project rules: an unknown project or an origin off its list answers 403', async () => {
    const unknown = await post(track('MODAL_OPEN'), { projectId: 'nope' })
    expect(unknown.statusCode).toBe(403)
    expect(unknown.json().reasons[0].name).toBe('Invalid Project ID')
    // The page reads the refusal (the modal's "Invalid App Configuration", spec §8).
    expect(unknown.headers['access-control-allow-origin']).toBe(demoOrigin)
    const foreign = await post(track('MODAL_OPEN'), { origin: 'https://evil.example' })
    expect(foreign.statusCode).toBe(403)
    expect(foreign.json().reasons[0].name).toBe('Origin Not Allowed')
    // The "tiny" project allows https://*.example.com.
    expect(
      (await post(track('MODAL_OPEN'), { projectId: 'tiny', origin: 'https://shop.example.com' }))
        .statusCode,
    ).toBe(204)
    expect(
      (await post(track('MODAL_OPEN'), { projectId: 'tiny', origin: 'https://example.com' }))
        .statusCode,
    ).toBe(403)
  })

  it('counts refused project ids against the client, as the guard does', async () => {
    const { failedAuthPerMinute } = t.config.limits
    const from = (projectId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/e?projectId=${projectId}`,
        remoteAddress: '198.51.100.9',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(track('MODAL_OPEN')),
      })
    for (let i = 0; i < failedAuthPerMinute; i++)
      expect((await from(`guess-${i}`)).statusCode).toBe(403)
    expect((await from('guess-last')).statusCode).toBe(429)
    // Refused too often: refused before any lookup, a known project too.
    expect((await from('latch-demo')).statusCode).toBe(429)
  })

  it('stores no IP address, and an account only as the project allows', async () => {
    await post(track('CONNECT_SUCCESS', { address }), {
      projectId: 'tiny',
      origin: 'https://a.example.com',
    })
    const columns = await db.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name in ('analytics_events', 'analytics_error_reports')",
    )
    expect(
      columns.map((column) => column.column_name).filter((name) => /ip|addr|agent/i.test(name)),
    ).toEqual([])
    await post(errorReport('/no-ip'))
    const everything = JSON.stringify([
      ...(await db.query('select * from analytics_events')),
      ...(await db.query('select * from analytics_error_reports')),
    ])
    expect(everything).not.toContain(visitorIp)
    // Not turned on: a keyed hash, the same for the same account in the project, not the address.
    const [hashed] = await db.query<{ account: string }>(
      "select account from analytics_events where project_id = 'tiny' and account is not null",
    )
    expect(hashed?.account).toBe(
      accountHash(t.config.analytics.secret, 'tiny', address.toLowerCase()),
    )
    expect(everything.toLowerCase()).not.toContain(address.toLowerCase().slice(2))
    // Turned on: the address.
    await t.app.services.analytics?.store.saveSettings('tiny', { storeAddresses: true })
    await post(track('CONNECT_SUCCESS', { address }), {
      projectId: 'tiny',
      origin: 'https://a.example.com',
    })
    const kept = await db.query<{ account: string }>(
      "select account from analytics_events where project_id = 'tiny' and account = $1",
      [address],
    )
    expect(kept).toHaveLength(1)
  })

  it('takes 5 error reports a minute per page, and 5 per project, on its clock', async () => {
    time += 3600_000
    const count = async () =>
      (
        await db.query<{ n: number }>(
          "select count(*)::int as n from analytics_error_reports where project_id = 'latch-demo' and received_at = $1",
          [time],
        )
      )[0]?.n
    for (let i = 0; i < 5; i++) expect((await post(errorReport('/page-a'))).statusCode).toBe(204)
    const sixth = await post(errorReport('/page-a'))
    expect(sixth.statusCode).toBe(429)
    expect(sixth.json().reasons[0].description).toBe(analyticsTexts.tooManyErrorReports)
    expect(await count()).toBe(5)
    // A page over its limit spent nothing of its project's: another page now is over the project's.
    time += 120_000
    for (let i = 0; i < 5; i++) expect((await post(errorReport(`/page-${i}`))).statusCode).toBe(204)
    expect((await post(errorReport('/page-new'))).statusCode).toBe(429)
    expect(await count()).toBe(5)
    // An event beside a refused report is still taken.
    const mixed = await post([errorReport('/page-new'), track('MODAL_OPEN')])
    expect(mixed.statusCode).toBe(204)
    time += 120_000
    expect((await post(errorReport('/page-a'))).statusCode).toBe(204)
  })

  it('deletes what is older than the retention', async () => {
    const service = t.app.services.analytics
    if (!service) throw new Error('no analytics service')
    const before = await db.query('select 1 from analytics_events')
    expect(before.length).toBeGreaterThan(0)
    time += (t.config.analytics.retentionDays - 1) * 24 * 3600_000
    await service.sweep()
    expect((await db.query('select 1 from analytics_events')).length).toBe(before.length)
    time += 2 * 24 * 3600_000
    await service.sweep()
    expect(await db.query('select 1 from analytics_events')).toEqual([])
    expect(await db.query('select 1 from analytics_error_reports')).toEqual([])
  })
})
