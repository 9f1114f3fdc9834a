import { describe, expect, it } from 'vitest'
import type { Scheduler } from '../timing/scheduler'
import { createToastQueue } from './createToastQueue'

function manualClock() {
  let time = 0
  const timers: Array<{ at: number; run: () => void; cancelled: boolean }> = []
  const schedule: Scheduler = (run, ms) => {
    const timer = { at: time + ms, run, cancelled: false }
    timers.push(timer)
    return () => {
      timer.cancelled = true
    }
  }
  const advance = (ms: number) => {
    time += ms
    for (const timer of [...timers].sort((a, b) => a.at - b.at))
      if (!timer.cancelled && timer.at <= time) {
        timer.cancelled = true
        timer.run()
      }
  }
  return { schedule, advance }
}

describe('createToastQueue', () => {
  it('shows a toast at once when none is open, and hides it after its duration', () => {
    const clock = manualClock()
    const queue = createToastQueue({ schedule: clock.schedule, durationMs: 4_000 })
    queue.show('error', 'Token Balance Unavailable')
    expect(queue.getToast()).toMatchObject({
      variant: 'error',
      message: 'Token Balance Unavailable',
    })
    clock.advance(3_999)
    expect(queue.getToast()).toBeDefined()
    clock.advance(1)
    expect(queue.getToast()).toBeUndefined()
  })

  it('replacing an open toast hides it and shows the new one 150 ms later', () => {
    const clock = manualClock()
    const queue = createToastQueue({ schedule: clock.schedule })
    const seen: Array<string | undefined> = []
    queue.subscribe((toast) => seen.push(toast?.message))
    queue.show('loading', 'Authenticating...')
    queue.show('success', 'Signed in')
    expect(queue.getToast()).toBeUndefined()
    clock.advance(149)
    expect(queue.getToast()).toBeUndefined()
    clock.advance(1)
    expect(queue.getToast()?.message).toBe('Signed in')
    expect(seen).toEqual(['Authenticating...', undefined, 'Signed in'])
  })

  it('a loading toast stays until replaced or hidden', () => {
    const clock = manualClock()
    const queue = createToastQueue({ schedule: clock.schedule, durationMs: 1_000 })
    queue.show('loading', 'Authenticating...')
    clock.advance(60_000)
    expect(queue.getToast()?.variant).toBe('loading')
    queue.hide()
    expect(queue.getToast()).toBeUndefined()
  })

  it('an old toast timer never hides a newer toast', () => {
    const clock = manualClock()
    const queue = createToastQueue({ schedule: clock.schedule, durationMs: 1_000 })
    queue.show('error', 'first')
    clock.advance(900)
    queue.show('error', 'second')
    clock.advance(150)
    expect(queue.getToast()?.message).toBe('second')
    clock.advance(999)
    expect(queue.getToast()?.message).toBe('second')
    clock.advance(1)
    expect(queue.getToast()).toBeUndefined()
  })

  it('a success toast hides sooner than an error', () => {
    const clock = manualClock()
    const queue = createToastQueue({
      schedule: clock.schedule,
      durationMs: 4_000,
      successMs: 2_500,
    })
    queue.show('success', 'Link copied')
    clock.advance(2_499)
    expect(queue.getToast()?.message).toBe('Link copied')
    clock.advance(1)
    expect(queue.getToast()).toBeUndefined()
  })

  it('leaving the view hides its toast and a pending one, but not a loading toast', () => {
    const clock = manualClock()
    const queue = createToastQueue({ schedule: clock.schedule })
    queue.show('error', 'Token Balance Unavailable')
    queue.leaveView()
    expect(queue.getToast()).toBeUndefined()
    queue.show('loading', 'Sending 1 ETH')
    queue.leaveView()
    expect(queue.getToast()?.variant).toBe('loading')
    queue.show('success', 'Sent')
    queue.leaveView()
    clock.advance(150)
    expect(queue.getToast()).toBeUndefined()
  })

  it('carries an svg for the svg variant', () => {
    const queue = createToastQueue({ schedule: manualClock().schedule })
    expect(queue.show('svg', 'Copied', '<svg/>')).toMatchObject({ variant: 'svg', svg: '<svg/>' })
  })
})
