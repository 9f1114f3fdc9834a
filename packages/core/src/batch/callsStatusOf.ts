import type { CallsStatus } from './BatchCapability'

/**
 * EIP-5792's status code in words (behaviour.md §6.5): 1xx pending, 2xx success, 4xx and 5xx failure (nothing, or
 * nothing but gas, happened), 6xx partial (some calls' changes are on chain).
 */
export function callsStatusOf(code: number): CallsStatus['status'] {
  if (code >= 100 && code < 200) return 'pending'
  if (code >= 200 && code < 300) return 'success'
  if (code >= 600 && code < 700) return 'partial'
  return 'failure'
}
