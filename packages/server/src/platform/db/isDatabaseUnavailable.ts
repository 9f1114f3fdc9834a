/** Node's socket errors when the server cannot be reached. */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
])

/**
 * Whether an error means the database cannot be reached right now (a restart, an outage), not that the
 * request or the SQL is wrong: the API answers 503 for these, so clients retry. PostgreSQL's SQLSTATE class 08
 * (connection exception) and 57P01–57P03 (shutting down, cannot connect now), node-postgres's own words for a
 * lost connection or a connect timeout, and the socket errors.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (
    typeof code === 'string' &&
    (socketCodes.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code))
  )
    return true
  return (
    typeof message === 'string' &&
    /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end)/.test(
      message,
    )
  )
}
