import type { Latch } from './createLatch'

/**
 * Starts a feature's client-side work from a chunk of its own, so the first paint holds only the feature's
 * registration (CONTRIBUTING.md). Returns the teardown, which also holds when it runs before the chunk arrived.
 */
export function startLazily(
  latch: Latch,
  load: () => Promise<(latch: Latch) => () => void>,
): () => void {
  let stopped = false
  let stop = () => {}
  load().then(
    (start) => {
      if (!stopped) stop = start(latch)
    },
    (error: unknown) => console.warn('Latch: a feature failed to load', error),
  )
  return () => {
    stopped = true
    stop()
  }
}
