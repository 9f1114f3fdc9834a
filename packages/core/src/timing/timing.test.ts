import { describe, expect, it } from 'vitest'
import { createPendingTransactionWatcher } from './createPendingTransactionWatcher'
import { isPairingExpired, pairingExpiresAt } from './pairingExpiry'
import type { Scheduler } from './scheduler'

describe('pairing expiry', () => {
  const created = 1_700_000_000_000
  it('expires 4 minutes after creation and counts as expired with 10 s or less left', () => {
    expect(pairingExpiresAt(created)).toBe(created + 240_000)
    expect(isPairingExpired(created, created)).toBe(false)
    expect(isPairingExpired(created, created + 229_999)).toBe(false)
    expect(isPairingExpired(created, created + 230_000)).toBe(true)
    expect(isPairingExpired(created, created + 300_000)).toBe(true)
  })
})

function manualScheduler() {
  const queue: Array<{ run: () => void; ms: number; cancelled: boolean }> = []
  const schedule: Scheduler = (run, ms) => {
    const entry = { run, ms, cancelled: false }
    queue.push(entry)
    return () => {
      entry.cancelled = true
    }
  }
  const runNext = async () => {
    const entry = queue.shift()
    if (entry && !entry.cancelled) entry.run()
    for (let i = 0; i < 5; i++) await Promise.resolve()
    return entry
  }
  return { schedule, queue, runNext }
}

describe('createPendingTransactionWatcher', () => {
  it('is off until started, polls every 30 s by default and stops after the maximum count', async () => {
    const clock = manualScheduler()
    let calls = 0
    const watcher = createPendingTransactionWatcher({
      check: async () => ({ pending: ++calls > 0 ? 1 : 0 }),
      maxChecks: 3,
      schedule: clock.schedule,
    })
    expect(watcher.running).toBe(false)
    expect(clock.queue).toHaveLength(0)
    watcher.start()
    expect(clock.queue[0]?.ms).toBe(30_000)
    await clock.runNext()
    await clock.runNext()
    expect(watcher.running).toBe(true)
    await clock.runNext()
    expect(calls).toBe(3)
    expect(watcher.running).toBe(false)
    expect(clock.queue).toHaveLength(0)
  })

  it('stops when nothing is pending, and on stop()', async () => {
    const clock = manualScheduler()
    const pending = [2, 0]
    const watcher = createPendingTransactionWatcher({
      check: async () => ({ pending: pending.shift() ?? 0 }),
      maxChecks: 10,
      intervalMs: 5_000,
      schedule: clock.schedule,
    })
    watcher.start()
    await clock.runNext()
    await clock.runNext()
    expect(watcher.running).toBe(false)
    expect(watcher.checks).toBe(2)
    watcher.start()
    watcher.stop()
    await clock.runNext()
    expect(watcher.checks).toBe(0)
  })
})
