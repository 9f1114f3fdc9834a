/**
 * The server's clock when LATCH_DEV_CLOCK is on (tests): the real time plus what `advance` added, so a test
 * passes a time rule (a 30-s cooldown) at once instead of sleeping through it.
 */
export function createDevClock(realNow: () => number = Date.now) {
  let offsetMs = 0
  return {
    now: () => realNow() + offsetMs,
    advance(ms: number) {
      offsetMs += ms
    },
  }
}
