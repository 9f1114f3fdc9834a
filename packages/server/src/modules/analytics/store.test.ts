import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../platform/db/Database'
import { sqlTestDatabases } from '../../testing/testDatabases'
import { analyticsStore, type StoredEvent } from './store'

const hour = 3600_000
const start = Date.UTC(2026, 10, 29, 0, 0, 0)

const event = (
  eventId: string,
  name: string,
  at: number,
  wallet = 'Sample Wallet',
  projectId = 'p',
): StoredEvent => ({
  projectId,
  eventId,
  event: name,
  wallet,
  method: 'browser',
  view: 'Connect',
  account: null,
  domain: 'localhost',
  url: 'http://localhost/',
  occurredAt: at,
  receivedAt: at,
  connected: name === 'MODAL_OPEN' ? false : null,
})

describe.each(sqlTestDatabases)('the analytics store on $name', ({ create }) => {
  let db: Database
  let store: ReturnType<typeof analyticsStore>
  beforeAll(async () => {
    db = await create()
    store = analyticsStore(db)
    await store.insertEvents([
      event('1', 'MODAL_OPEN', start + 10),
      event('2', 'SELECT_WALLET', start + 20),
      event('3', 'CONNECT_SUCCESS', start + 30),
      event('4', 'MODAL_OPEN', start + hour + 5),
      event('5', 'SELECT_WALLET', start + hour + 6, 'Other'),
      event('6', 'CONNECT_ERROR', start + hour + 7, 'Other'),
      event('7', 'SWAP_SUCCESS', start + hour + 8),
      event('8', 'MODAL_OPEN', start + 20, 'Sample Wallet', 'q'),
      // An open by a visitor already connected (the Account view): no step of the connect funnel.
      { ...event('9', 'MODAL_OPEN', start + 40), connected: true },
    ])
    for (const [id, message, at] of [
      ['e1', 'x is undefined', start],
      ['e2', 'x is undefined', start + hour],
      ['e3', 'fetch failed', start + 2 * hour],
    ] as const)
      await store.insertErrorReport({
        projectId: 'p',
        eventId: id,
        errorType: 'TypeError',
        errorMessage: message,
        stackTrace: 'at a (b.js:1:1)',
        domain: 'localhost',
        url: 'http://localhost/',
        occurredAt: at,
        receivedAt: at,
      })
  })
  afterAll(async () => {
    await db.close()
  })

  it('counts the funnel per time bucket, its steps only, the project’s only', async () => {
    expect(await store.funnel('p', start, hour)).toEqual(
      [
        { bucket: start, event: 'CONNECT_SUCCESS', count: 1 },
        { bucket: start, event: 'MODAL_OPEN', count: 1 },
        { bucket: start, event: 'SELECT_WALLET', count: 1 },
        { bucket: start + hour, event: 'CONNECT_ERROR', count: 1 },
        { bucket: start + hour, event: 'MODAL_OPEN', count: 1 },
        { bucket: start + hour, event: 'SELECT_WALLET', count: 1 },
      ].sort((a, b) => a.bucket - b.bucket),
    )
    expect(await store.funnel('p', start + hour, hour)).toHaveLength(3)
  })

  it('breaks the funnel down by wallet', async () => {
    const rows = await store.breakdown('p', start, 'wallet')
    expect(rows).toEqual(
      expect.arrayContaining([
        { key: 'Sample Wallet', event: 'MODAL_OPEN', count: 2 },
        { key: 'Other', event: 'CONNECT_ERROR', count: 1 },
      ]),
    )
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(6)
  })

  it('groups error reports by message, the most frequent first', async () => {
    expect(await store.errorGroups('p', start)).toEqual([
      {
        errorType: 'TypeError',
        errorMessage: 'x is undefined',
        count: 2,
        lastSeen: start + hour,
        stackTrace: 'at a (b.js:1:1)',
      },
      {
        errorType: 'TypeError',
        errorMessage: 'fetch failed',
        count: 1,
        lastSeen: start + 2 * hour,
        stackTrace: 'at a (b.js:1:1)',
      },
    ])
  })

  it('counts connect outcomes per project, and sweeps by the time received', async () => {
    expect(await store.connectOutcomes(start)).toEqual([
      { project_id: 'p', successes: 1, errors: 1 },
    ])
    expect(await store.sweep(start + hour)).toBe(6)
    expect(await store.funnel('p', 0, hour)).toHaveLength(3)
    expect(await store.errorGroups('p', 0)).toHaveLength(2)
  })
})
