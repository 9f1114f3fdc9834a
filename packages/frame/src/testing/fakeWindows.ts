import type { Scheduler } from '../Scheduler'

type Listener = (event: MessageEvent) => void

/**
 * A window as `postMessage` sees it. `postMessage` on it delivers, in a later task as browsers do, a message event
 * from its `peer` (the window whose code calls it in these tests) and only when the target origin is its own.
 * `receive` delivers anything, from anyone: the forged messages.
 */
export class FakeWindow {
  readonly posted: Array<{ message: unknown; targetOrigin: string }> = []
  peer: FakeWindow | undefined
  private readonly listeners = new Set<Listener>()

  constructor(readonly origin: string) {}

  addEventListener(_type: 'message', listener: Listener) {
    this.listeners.add(listener)
  }

  removeEventListener(_type: 'message', listener: Listener) {
    this.listeners.delete(listener)
  }

  get listenerCount() {
    return this.listeners.size
  }

  postMessage(message: unknown, targetOrigin: string) {
    this.posted.push({ message, targetOrigin })
    const sender = this.peer
    if (!sender || (targetOrigin !== '*' && targetOrigin !== this.origin)) return
    this.receive({ data: message, origin: sender.origin, source: sender })
  }

  receive(event: { data: unknown; origin: string; source: unknown }) {
    // Structured clone, as postMessage does: no shared references between the two sides.
    const data = structuredClone(event.data)
    setTimeout(() => {
      for (const listener of this.listeners)
        listener({ data, origin: event.origin, source: event.source } as MessageEvent)
    }, 0)
  }
}

/** The app's window and the secure site's iframe window, each the other's sender. */
export function createWindowPair(appOrigin: string, frameOrigin: string) {
  const app = new FakeWindow(appOrigin)
  const frame = new FakeWindow(frameOrigin)
  app.peer = frame
  frame.peer = app
  return { app, frame }
}

/** Lets every message in flight arrive and every promise they settle run. */
export async function deliver(rounds = 10) {
  for (let round = 0; round < rounds; round++)
    await new Promise((resolve) => setTimeout(resolve, 0))
}

/** A clock that moves only when told. */
export function createFakeClock() {
  let now = 0
  const timers = new Set<{ at: number; run: () => void }>()
  const scheduler: Scheduler = (run, ms) => {
    const timer = { at: now + ms, run }
    timers.add(timer)
    return () => timers.delete(timer)
  }
  return {
    scheduler,
    get now() {
      return now
    },
    get timerCount() {
      return timers.size
    },
    /** Moves the clock by `ms`, running each timer due on the way at its own time, in order. */
    async advance(ms: number) {
      const end = now + ms
      for (;;) {
        let next: { at: number; run: () => void } | undefined
        for (const timer of timers)
          if (timer.at <= end && (!next || timer.at < next.at)) next = timer
        if (!next) break
        timers.delete(next)
        now = next.at
        next.run()
        await deliver(2)
      }
      now = end
      await deliver()
    },
  }
}
