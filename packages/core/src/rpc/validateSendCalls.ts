/**
 * behaviour.md §5.11: `wallet_sendCalls` needs every call's target to start with 0x, and its data too when present;
 * a capability the wallet does not support must be marked `optional: true` (EIP-5792), on the batch or on a call.
 * `supported` names the capabilities the wallet answering it supports. Returns the problem, or undefined when the
 * request is valid.
 */
export function validateSendCalls(
  params: unknown,
  supported: readonly string[] = [],
): string | undefined {
  const request = Array.isArray(params) ? params[0] : params
  const { calls, capabilities } = (request ?? {}) as { calls?: unknown; capabilities?: unknown }
  if (!Array.isArray(calls) || calls.length === 0) return 'wallet_sendCalls needs a list of calls'
  for (const [index, call] of calls.entries()) {
    const { to, data } = (call ?? {}) as { to?: unknown; data?: unknown }
    if (typeof to !== 'string' || !to.startsWith('0x'))
      return `Call ${index}: the target must start with 0x`
    if (data !== undefined && (typeof data !== 'string' || !data.startsWith('0x')))
      return `Call ${index}: data must start with 0x`
  }
  for (const asked of [capabilities, ...calls.map((call) => call?.capabilities)]) {
    const unsupported = unsupportedCapability(asked, supported)
    if (unsupported !== undefined) return `Unsupported non-optional capability: ${unsupported}`
  }
  return undefined
}

/** The first capability asked for that is neither supported nor optional. */
function unsupportedCapability(asked: unknown, supported: readonly string[]): string | undefined {
  if (asked === undefined || asked === null) return undefined
  if (typeof asked !== 'object' || Array.isArray(asked)) return 'capabilities'
  for (const [name, value] of Object.entries(asked)) {
    if (supported.includes(name)) continue
    if ((value as { optional?: unknown } | null)?.optional !== true) return name
  }
  return undefined
}
