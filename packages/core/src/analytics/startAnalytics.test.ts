import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { showAlert } from '../alerts/showAlert'
import { connect } from '../connection/connect'
import { disconnect } from '../connection/disconnect'
import type { LatchOptions } from '../LatchOptions'
import { closeModal } from '../modal/closeModal'
import { openModal } from '../modal/openModal'
import { createTestLatch } from '../testing/createTestLatch'
import type { AnalyticsRecord } from './AnalyticsEvent'
import type { AnalyticsOptions } from './AnalyticsOptions'
import { analyticsFeature } from './analyticsFeature'
import { setAnalyticsConsent } from './setAnalyticsConsent'
import { type AnalyticsEnvironment, startAnalytics } from './startAnalytics'

/** The page's side, a test's: beacons recorded, page-hide dispatched, timers never run (they are the queue's). */
function testEnvironment() {
  const beacons: AnalyticsRecord[][] = []
  const urls: string[] = []
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' })
  const window = new EventTarget()
  const environment: AnalyticsEnvironment = {
    transport: {
      beacon: (url, body) => {
        urls.push(url)
        beacons.push(JSON.parse(body))
        return true
      },
      fetch: async () => ({ status: 204 }),
    },
    now: () => 1_700_000_000_000,
    schedule: () => () => {},
    page: () => ({ url: 'http://localhost:5173/', domain: 'localhost' }),
    newId: (() => {
      let id = 0
      return () => `e${++id}`
    })(),
    document: document as unknown as AnalyticsEnvironment['document'],
    window: window as unknown as AnalyticsEnvironment['window'],
  }
  const hide = () => {
    document.visibilityState = 'hidden'
    document.dispatchEvent(new Event('visibilitychange'))
  }
  const sent = () => beacons.flat()
  return { environment, hide, sent, urls }
}

const events = (records: AnalyticsRecord[]) => records.map((record) => record.props.event)

const withAnalytics = (
  analytics: AnalyticsOptions = {},
  extra: Partial<LatchOptions> = {},
  adapter: { reject?: boolean } = {},
) =>
  createTestLatch({
    adapter,
    options: {
      apiUrl: 'http://api.test/',
      projectId: 'latch-demo',
      features: [analyticsFeature(analytics)],
      analytics,
      ...extra,
    },
  })

// The feature's own start (latch.setup()) finds no page in Node and keeps still; the alerts' project check asks this.
const realFetch = globalThis.fetch
const fetched: string[] = []
beforeEach(() => {
  fetched.length = 0
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    fetched.push(String(input))
    return new Response(JSON.stringify({ http: [], ws: [] }), { status: 200 })
  }) as typeof fetch
})
afterEach(() => {
  globalThis.fetch = realFetch
})

describe('analytics in the page (behaviour.md §7.7)', () => {
  it('reports the connect funnel as AppKit names it, and sends it by beacon on page hide', async () => {
    const { latch } = withAnalytics()
    latch.setup()
    const page = testEnvironment()
    openModal(latch)
    const stop = startAnalytics(latch, page.environment)
    // A connect closes the modal; the visitor opens Account and disconnects, which closes it again.
    await connect(latch, { connectorId: 'a' })
    openModal(latch)
    // Disconnecting from Account closes the modal first (behaviour.md §2.3).
    await disconnect(latch)
    expect(page.sent()).toEqual([])
    page.hide()
    expect(page.urls).toEqual([
      'http://api.test/e?projectId=latch-demo&st=latch&sv=js-analytics-0.1.0',
    ])
    const sent = page.sent()
    expect(events(sent)).toEqual([
      'MODAL_OPEN',
      'SELECT_WALLET',
      'CONNECT_SUCCESS',
      'MODAL_CLOSE',
      'MODAL_OPEN',
      'MODAL_CLOSE',
      'DISCONNECT_SUCCESS',
    ])
    expect(sent[1]).toEqual({
      eventId: 'e2',
      url: 'http://localhost:5173/',
      domain: 'localhost',
      timestamp: 1_700_000_000_000,
      props: {
        type: 'track',
        event: 'SELECT_WALLET',
        properties: { name: 'Wallet a', method: 'browser', view: 'Connect' },
      },
    })
    expect(sent[2]?.props).toMatchObject({
      properties: { name: 'Wallet a', method: 'browser', view: 'Connect' },
    })
    // No address unless the app sends addresses.
    expect(JSON.stringify(sent)).not.toMatch(/0x/)
    stop()
  })

  it('reports a rejected connect as CONNECT_ERROR with its text', async () => {
    const { latch } = withAnalytics({}, {}, { reject: true })
    latch.setup()
    const page = testEnvironment()
    openModal(latch)
    const stop = startAnalytics(latch, page.environment)
    await connect(latch, { connectorId: 'b' })
    page.hide()
    const sent = page.sent()
    expect(events(sent)).toEqual(['MODAL_OPEN', 'SELECT_WALLET', 'CONNECT_ERROR'])
    expect(sent[2]?.props).toMatchObject({
      properties: { name: 'Wallet b', method: 'browser', message: 'Connection rejected' },
    })
    stop()
  })

  it('sends the address only when the app allows it', async () => {
    const { latch } = withAnalytics({ sendAddresses: true })
    latch.setup()
    const page = testEnvironment()
    openModal(latch)
    const stop = startAnalytics(latch, page.environment)
    await connect(latch, { connectorId: 'a' })
    page.hide()
    const success = page.sent().find((record) => record.props.event === 'CONNECT_SUCCESS')
    expect(success?.props).toMatchObject({ address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) })
    stop()
  })

  it('reports an alert as an error report, and keeps nothing once the app withdraws consent', () => {
    const { latch } = withAnalytics({}, { logLevel: 'silent' })
    const page = testEnvironment()
    openModal(latch)
    const stop = startAnalytics(latch, page.environment)
    showAlert(latch, 'rateLimited')
    setAnalyticsConsent(latch, false)
    closeModal(latch)
    page.hide()
    expect(page.sent()).toEqual([])
    setAnalyticsConsent(latch, true)
    showAlert(latch, 'serverError')
    page.hide()
    expect(page.sent().map((record) => record.props)).toEqual([
      {
        type: 'error',
        event: 'ERROR',
        errorType: 'serverError',
        errorMessage: 'Server Error',
        stackTrace: '',
      },
    ])
    stop()
  })

  it('shows Invalid App Configuration once when the server refuses the app (403), and sends no more', async () => {
    const { latch } = withAnalytics({}, { logLevel: 'silent' })
    const page = testEnvironment()
    const posts: string[] = []
    page.environment.transport = {
      // The beacon refuses: the batch goes by fetch, whose answer is read.
      beacon: () => false,
      fetch: async (url) => {
        posts.push(url)
        return { status: 403 }
      },
    }
    openModal(latch)
    const stop = startAnalytics(latch, page.environment)
    page.hide()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(latch.getState().alert).toBe('invalidAppConfiguration')
    closeModal(latch)
    openModal(latch)
    page.hide()
    expect(posts).toHaveLength(1)
    stop()
  })

  it('asks the app’s consent function before it keeps an event', () => {
    let accepted = false
    const { latch } = withAnalytics({ consent: () => accepted })
    const page = testEnvironment()
    openModal(latch)
    const stop = startAnalytics(latch, page.environment)
    closeModal(latch)
    accepted = true
    openModal(latch)
    page.hide()
    expect(events(page.sent())).toEqual(['MODAL_OPEN'])
    stop()
  })
})
