import { vi } from 'vitest'

/**
 * What every file of the node and dom projects starts with (vitest.config.ts), for a busy machine:
 * - `vi.waitFor` waits up to 15 s, as `expect.poll` does (vitest's 1 s default is a speed check a machine running
 *   the e2e beside it fails, docs/testing.md); a test that passes an explicit timeout keeps it.
 * - The alerts' chunk is loaded: the modal's first open starts the alerts from it (modalFeature, behaviour.md
 *   §8.8), which no test awaits, so a file whose last step opens the modal would end while vitest still loads it
 *   (EnvironmentTeardownError). Loaded here, that import resolves from the module graph.
 */
// Once per worker: the node projects share one (`isolate: false`), and a file's setup must not wrap it again.
const busy = vi as typeof vi & { waitsLikeExpectPoll?: true }
if (!busy.waitsLikeExpectPoll) {
  const waitFor = vi.waitFor
  busy.waitFor = ((callback, options) =>
    waitFor(
      callback,
      typeof options === 'number' ? options : { timeout: 15_000, ...options },
    )) as typeof vi.waitFor
  busy.waitsLikeExpectPoll = true
}

await import('../../packages/core/src/alerts/startAlerts')
