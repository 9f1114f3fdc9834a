import type { Latch } from '../createLatch'
import { perInstance } from '../instance/perInstance'
import { createSwapApiClient, type SwapApiClient } from './createSwapApiClient'

const clients = perInstance((latch: Latch): SwapApiClient | undefined => {
  const { apiUrl, projectId } = latch.options
  return apiUrl && projectId ? createSwapApiClient({ apiUrl, projectId }) : undefined
})

/** The instance's convert API client; undefined without `apiUrl` and `projectId` (no Swap button then). */
export function swapApiOf(latch: Latch): SwapApiClient | undefined {
  return clients(latch)
}
