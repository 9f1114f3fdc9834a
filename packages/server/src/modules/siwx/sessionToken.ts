import type { KeyObject } from 'node:crypto'
import { createLocalJWKSet, errors, type JWTPayload, jwtVerify, SignJWT } from 'jose'
import type { PublicSigningKey } from './signingKeyRing'

/** What a session token says (docs/siwx.md, "The token"). */
export type SessionClaims = {
  iss: string
  /** The project id. */
  aud: string
  /** CAIP-10 account. */
  sub: string
  /** The session's id. */
  sid: string
  iat: number
  exp: number
  /** Checksummed address. */
  address: string
  /** CAIP-2 chain id. */
  chainId: string
}

/** Signs the claims with ES256 under `kid`. */
export function signSessionToken(claims: SessionClaims, signer: { kid: string; key: KeyObject }) {
  const { iss, aud, sub, iat, exp, ...rest } = claims
  return new SignJWT(rest)
    .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: signer.kid })
    .setIssuer(iss)
    .setAudience(aud)
    .setSubject(sub)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(signer.key)
}

export type TokenCheck = { claims: SessionClaims; expired: boolean } | { problem: string }

const isSessionClaims = (payload: JWTPayload): payload is JWTPayload & SessionClaims =>
  typeof payload.sid === 'string' &&
  typeof payload.sub === 'string' &&
  typeof payload.address === 'string' &&
  typeof payload.chainId === 'string' &&
  typeof payload.exp === 'number' &&
  typeof payload.iat === 'number'

/**
 * Verifies a token as an app's back end would (ES256, a published key, this issuer and the project as
 * audience). An expired token whose signature holds answers `expired: true` (revoking it is still fine);
 * anything else wrong answers the problem in words.
 */
export async function checkSessionToken(
  token: string,
  options: { keys: PublicSigningKey[]; issuer: string; audience: string; now: number },
): Promise<TokenCheck> {
  const keySet = createLocalJWKSet({ keys: options.keys })
  const expected = {
    algorithms: ['ES256'],
    issuer: options.issuer,
    audience: options.audience,
    currentDate: new Date(options.now),
  }
  try {
    const { payload } = await jwtVerify(token, keySet, expected)
    if (!isSessionClaims(payload)) return { problem: 'The token is not a session token' }
    return { claims: payload, expired: false }
  } catch (error) {
    if (error instanceof errors.JWTExpired && isSessionClaims(error.payload))
      return { claims: error.payload, expired: true }
    if (error instanceof errors.JWTExpired) return { problem: 'The token is not a session token' }
    if (error instanceof errors.JWTClaimValidationFailed)
      return { problem: `The token is not for this project or server (${error.claim})` }
    return { problem: 'The token is not valid (malformed, altered or by an unknown key)' }
  }
}
