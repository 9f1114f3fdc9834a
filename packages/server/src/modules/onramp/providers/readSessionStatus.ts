import type { SessionStatus } from '../OnRampProvider'

/** A provider's order status in the API's three: done, failed, or still on its way. */
export function readSessionStatus(
  status: string,
  done: readonly string[],
  failed: readonly string[],
): SessionStatus {
  const lower = status.toLowerCase()
  if (done.includes(lower)) return 'success'
  if (failed.includes(lower)) return 'failed'
  return 'pending'
}
