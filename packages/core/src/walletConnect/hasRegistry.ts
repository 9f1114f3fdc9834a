import type { Latch } from '../createLatch'

/** Whether the app has a wallet registry (its own `registryUrl`, or the Latch server at `apiUrl`, with `projectId`). */
export function hasRegistry(latch: Latch): boolean {
  return Boolean((latch.options.registryUrl ?? latch.options.apiUrl) && latch.options.projectId)
}
