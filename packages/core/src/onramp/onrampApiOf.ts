import type { Latch } from '../createLatch'
import { perInstance } from '../instance/perInstance'
import { createOnRampApiClient, type OnRampApiClient } from './createOnRampApiClient'

const clients = perInstance((latch: Latch): OnRampApiClient | undefined => {
  const { apiUrl, projectId } = latch.options
  return apiUrl && projectId ? createOnRampApiClient({ apiUrl, projectId }) : undefined
})

/** The instance's on-ramp API client; undefined without `apiUrl` and `projectId` (no Buy button then). */
export function onrampApiOf(latch: Latch): OnRampApiClient | undefined {
  return clients(latch)
}
