/**
 * behaviour.md §5: `wallet_sendCalls` needs every call's target to start with 0x, and its data too when present.
 * Returns the problem, or undefined when the request is valid.
 */
export function validateSendCalls(params: unknown): string | undefined {
  const request = Array.isArray(params) ? params[0] : params
  const calls = (request as { calls?: unknown } | null | undefined)?.calls
  if (!Array.isArray(calls) || calls.length === 0) return 'wallet_sendCalls needs a list of calls'
  for (const [index, call] of calls.entries()) {
    const { to, data } = (call ?? {}) as { to?: unknown; data?: unknown }
    if (typeof to !== 'string' || !to.startsWith('0x'))
      return `Call ${index}: the target must start with 0x`
    if (data !== undefined && (typeof data !== 'string' || !data.startsWith('0x')))
      return `Call ${index}: data must start with 0x`
  }
  return undefined
}
