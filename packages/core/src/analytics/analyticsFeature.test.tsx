// A dom test (happy-dom): the feature's chunk runs on a page, as in an app, and what leaves it is read at `fetch`.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { connect } from '../connection/connect'
import { disconnect } from '../connection/disconnect'
import type { LatchOptions } from '../LatchOptions'
import { openModal } from '../modal/openModal'
import { pushView } from '../modal/pushView'
import { createTestLatch } from '../testing/createTestLatch'
import type { AnalyticsRecord } from './AnalyticsEvent'
import type { AnalyticsOptions } from './AnalyticsOptions'
import { analyticsFeature } from './analyticsFeature'

const realFetch = globalThis.fetch
const realBeacon = navigator.sendBeacon
let sent: AnalyticsRecord[][]

beforeEach(() => {
  sent = []
  // The beacon refuses, so the page-hide batch goes by fetch, read here; the alerts' project check is served.
  Object.defineProperty(navigator, 'sendBeacon', { value: () => false, configurable: true })
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes('/e?')) {
      sent.push(JSON.parse(String(init?.body)))
      return new Response(null, { status: 204 })
    }
    return new Response(JSON.stringify({ http: [], ws: [] }), { status: 200 })
  }) as typeof fetch
})
afterEach(() => {
  globalThis.fetch = realFetch
  Object.defineProperty(navigator, 'sendBeacon', { value: realBeacon, configurable: true })
})

const withAnalytics = (analytics: AnalyticsOptions = {}, extra: Partial<LatchOptions> = {}) => {
  const { latch } = createTestLatch({
    options: {
      apiUrl: 'http://api.test',
      projectId: 'latch-demo',
      features: [analyticsFeature(analytics)],
      logLevel: 'silent',
      ...extra,
    },
  })
  return { latch, stop: latch.setup() }
}

/** The page hides, as often as it takes the chunk to load (a poll, never a fixed wait). */
async function hideUntilSent() {
  for (let i = 0; i < 500 && sent.length === 0; i++) {
    window.dispatchEvent(new Event('pagehide'))
    await new Promise((resolve) => setTimeout(resolve, 2))
  }
  return sent.flat().map((record) => record.props.event)
}

/** The page hides a few times, the chunk's time to load if it had started: nothing may leave. */
async function hideAndSettle() {
  for (let i = 0; i < 20; i++) {
    window.dispatchEvent(new Event('pagehide'))
    await new Promise((resolve) => setTimeout(resolve, 2))
  }
  return sent
}

describe('the analytics feature (behaviour.md §7.7)', () => {
  it('keeps and sends nothing before the visitor first opens the modal, then from that open on', async () => {
    const { latch, stop } = withAnalytics()
    await connect(latch, { connectorId: 'a' })
    await disconnect(latch)
    expect(await hideAndSettle()).toEqual([])

    openModal(latch)
    expect(await hideUntilSent()).toEqual(['MODAL_OPEN'])
    expect(sent[0]?.[0]).toMatchObject({ url: `${location.origin}${location.pathname}` })
    stop()
  })

  it('sends nothing at all when turned off, nor without the app’s consent', async () => {
    const off = withAnalytics({ enabled: false })
    openModal(off.latch)
    const refused = withAnalytics({ consent: () => false })
    openModal(refused.latch)
    expect(await hideAndSettle()).toEqual([])
    off.stop()
    refused.stop()
  })

  it('on an inline modal, open from the start, waits for the visitor’s first step in it', async () => {
    const { latch, stop } = withAnalytics({}, { inline: true })
    expect(await hideAndSettle()).toEqual([])
    pushView(latch, 'Networks')
    expect(await hideUntilSent()).toEqual(['MODAL_OPEN'])
    stop()
  })
})
