/** Runs `run` after `ms`; returns the cancel. Injected so tests control the clock (as `@latch/core`'s). */
export type Scheduler = (run: () => void, ms: number) => () => void

/** The real clock. */
export const timeoutScheduler: Scheduler = (run, ms) => {
  const id = setTimeout(run, ms)
  return () => clearTimeout(id)
}
