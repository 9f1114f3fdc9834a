import { describe, expect, it } from 'vitest'
import type { Scheduler } from '../timing/scheduler'
import type { AnalyticsRecord } from './AnalyticsEvent'
import { type AnalyticsQueueOptions, createAnalyticsQueue } from './createAnalyticsQueue'

/** A clock the test moves: timers run when `advance` passes them. */
function testClock() {
  let now = 1_000_000
  let timers: { at: number; run: () => void }[] = []
  const schedule: Scheduler = (run, ms) => {
    const timer = { at: now + ms, run }
    timers.push(timer)
    return () => {
      timers = timers.filter((entry) => entry !== timer)
    }
  }
  return {
    now: () => now,
    schedule,
    advance(ms: number) {
      now += ms
      const due = timers.filter((timer) => timer.at <= now)
      timers = timers.filter((timer) => timer.at > now)
      for (const timer of due) timer.run()
    },
    pendingTimers: () => timers.length,
  }
}

function setup(overrides: Partial<AnalyticsQueueOptions> = {}, status = 204) {
  const clock = testClock()
  const beacons: AnalyticsRecord[][] = []
  const fetches: { body: AnalyticsRecord[]; init: RequestInit }[] = []
  let beaconTakes = true
  let consent = true
  let forbidden = 0
  let id = 0
  const queue = createAnalyticsQueue({
    endpoint: 'http://api.test/e?projectId=p&st=latch&sv=js-analytics-0.1.0',
    transport: {
      beacon: (url, body) => {
        expect(url).toBe('http://api.test/e?projectId=p&st=latch&sv=js-analytics-0.1.0')
        if (beaconTakes) beacons.push(JSON.parse(body))
        return beaconTakes
      },
      fetch: async (_url, init) => {
        fetches.push({ body: JSON.parse(String(init.body)), init })
        return { status }
      },
    },
    now: clock.now,
    schedule: clock.schedule,
    consented: () => consent,
    page: () => ({ url: 'https://app.test/swap', domain: 'app.test' }),
    newId: () => `id-${++id}`,
    onForbidden: () => {
      forbidden++
    },
    ...overrides,
  })
  return {
    queue,
    clock,
    beacons,
    fetches,
    refuseBeacon: () => {
      beaconTakes = false
    },
    setConsent: (value: boolean) => {
      consent = value
    },
    forbidden: () => forbidden,
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the analytics queue (behaviour.md §7.7)', () => {
  it('batches events and sends them by beacon when the page hides, with the fields of spec §7', () => {
    const { queue, beacons, fetches } = setup()
    queue.track('MODAL_OPEN', { connected: false })
    queue.track('SELECT_WALLET', { name: 'Sample', method: 'browser', view: 'Connect' }, '0xabc')
    expect(beacons).toEqual([])
    queue.flush('beacon')
    expect(fetches).toEqual([])
    expect(beacons).toEqual([
      [
        {
          eventId: 'id-1',
          url: 'https://app.test/swap',
          domain: 'app.test',
          timestamp: 1_000_000,
          props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
        },
        {
          eventId: 'id-2',
          url: 'https://app.test/swap',
          domain: 'app.test',
          timestamp: 1_000_000,
          props: {
            type: 'track',
            event: 'SELECT_WALLET',
            properties: { name: 'Sample', method: 'browser', view: 'Connect' },
            address: '0xabc',
          },
        },
      ],
    ])
    queue.flush('beacon')
    expect(beacons).toHaveLength(1)
  })

  it('falls back to fetch with keepalive when the beacon refuses, as text/plain (no preflight)', () => {
    const { queue, beacons, fetches, refuseBeacon } = setup()
    refuseBeacon()
    queue.track('MODAL_CLOSE')
    queue.flush('beacon')
    expect(beacons).toEqual([])
    expect(fetches).toHaveLength(1)
    expect(fetches[0]?.init).toMatchObject({
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    })
    expect(fetches[0]?.body.map((record) => record.props.event)).toEqual(['MODAL_CLOSE'])
  })

  it('sends a batch by fetch 5 s after its first event while the page is shown, and at 50 records at once', () => {
    const { queue, clock, fetches } = setup()
    queue.track('MODAL_OPEN')
    clock.advance(4_999)
    expect(fetches).toHaveLength(0)
    queue.track('MODAL_CLOSE')
    clock.advance(1)
    expect(fetches.map((send) => send.body.length)).toEqual([2])
    expect(clock.pendingTimers()).toBe(0)
    for (let i = 0; i < 50; i++) queue.track('MODAL_OPEN')
    expect(fetches.map((send) => send.body.length)).toEqual([2, 50])
    expect(queue.pending()).toBe(0)
  })

  it('keeps nothing without consent and drops what waits when consent is withdrawn', () => {
    const { queue, beacons, fetches, setConsent } = setup()
    setConsent(false)
    expect(queue.track('MODAL_OPEN')).toBe(false)
    expect(queue.reportError({ errorType: 'x', errorMessage: 'y' })).toBe(false)
    setConsent(true)
    queue.track('MODAL_OPEN')
    setConsent(false)
    queue.flush('beacon')
    expect(beacons).toEqual([])
    expect(fetches).toEqual([])
  })

  it('sends at most 5 error reports a minute (on the injected clock)', () => {
    const { queue, clock, beacons, fetches } = setup()
    const report = (n: number) =>
      queue.reportError({
        errorType: 'CONNECT_FAILED',
        errorMessage: `failure ${n}`,
        stackTrace: 'x'.repeat(10_000),
      })
    expect([1, 2, 3, 4, 5, 6].map(report)).toEqual([true, true, true, true, true, false])
    clock.advance(59_999)
    expect(report(7)).toBe(false)
    // The first five are a minute old: five more may go, not a sixth.
    clock.advance(1)
    expect([8, 9, 10, 11, 12, 13].map(report)).toEqual([true, true, true, true, true, false])
    queue.flush('beacon')
    // The first five went by the timer's fetch, the others by the beacon.
    const sent = [...fetches.flatMap((send) => send.body), ...beacons.flat()]
    expect(
      sent.map((record) => (record.props.type === 'error' ? record.props.errorMessage : '')),
    ).toEqual([
      'failure 1',
      'failure 2',
      'failure 3',
      'failure 4',
      'failure 5',
      'failure 8',
      'failure 9',
      'failure 10',
      'failure 11',
      'failure 12',
    ])
    expect(sent[0]?.props).toMatchObject({
      type: 'error',
      event: 'ERROR',
      errorType: 'CONNECT_FAILED',
    })
    // A stack is cut, never a page's worth.
    expect(sent[0]?.props.type === 'error' && sent[0].props.stackTrace.length).toBe(4_000)
  })

  it('stops for the page on a 403 (Invalid App Configuration) and says so once', async () => {
    const { queue, clock, fetches, beacons, forbidden } = setup({}, 403)
    queue.track('MODAL_OPEN')
    clock.advance(5_000)
    await settle()
    expect(forbidden()).toBe(1)
    expect(queue.track('MODAL_CLOSE')).toBe(false)
    queue.flush('beacon')
    expect(fetches).toHaveLength(1)
    expect(beacons).toEqual([])
  })
})
