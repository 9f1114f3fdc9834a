/** The claims of a relay client's `auth` JWT (walletconnect-relay.md, "Connecting"). */
export type RelayClaims = {
  iss?: unknown
  sub?: unknown
  aud?: unknown
  iat?: unknown
  exp?: unknown
}

/** Clocks of clients and server disagree a little; a token issued this far ahead still counts. */
const CLOCK_SKEW_S = 60
/** The longest a token may live: the clients sign theirs for one day (`signJWT`'s default), and renew them. */
export const MAX_TOKEN_LIFETIME_S = 24 * 3600

/** A URL as the relay compares it: scheme, host and path, without a query or a trailing slash. */
export function relayUrlKey(url: string): string | undefined {
  try {
    const parsed = new URL(url)
    return `${parsed.protocol}//${parsed.host}${parsed.pathname.replace(/\/+$/, '')}`
  } catch {
    return undefined
  }
}

/**
 * Why verified claims are refused, or undefined when they hold: `iss` a did:key, `aud` one of this relay's
 * URLs, `exp` in the future but within MAX_TOKEN_LIFETIME_S of `iat` (or of now, without one), `iat` not in the
 * future. `now` in seconds.
 */
export function relayClaimsProblem(
  claims: RelayClaims,
  { now, audiences }: { now: number; audiences: readonly string[] },
): string | undefined {
  if (typeof claims.iss !== 'string' || !claims.iss.startsWith('did:key:'))
    return 'iss must be a did:key'
  const audience = typeof claims.aud === 'string' ? relayUrlKey(claims.aud) : undefined
  if (!audience || !audiences.some((url) => relayUrlKey(url) === audience))
    return 'aud is not this relay'
  if (typeof claims.exp !== 'number' || claims.exp <= now) return 'the token has expired'
  if (typeof claims.iat === 'number' && claims.iat > now + CLOCK_SKEW_S)
    return 'the token is issued in the future'
  const issued = typeof claims.iat === 'number' ? Math.min(claims.iat, now) : now
  if (claims.exp - issued > MAX_TOKEN_LIFETIME_S + CLOCK_SKEW_S)
    return `the token lives too long: at most ${MAX_TOKEN_LIFETIME_S / 3600} hours`
  return undefined
}
