/** Runs `run` after `ms`; returns the cancel. Injected into timed rules so tests control the clock. */
export type Scheduler = (run: () => void, ms: number) => () => void

/** The real clock. */
export const timeoutScheduler: Scheduler = (run, ms) => {
  const id = setTimeout(run, ms)
  return () => clearTimeout(id)
}
