import { createPublicKey } from 'node:crypto'
import { compactVerify, decodeJwt } from 'jose'
import { didKeyPublicKey } from './didKeyPublicKey'
import { type RelayClaims, relayClaimsProblem } from './relayClaims'

export type RelayAuth = { ok: true; clientId: string } | { ok: false; reason: string }

/**
 * Checks a client's `auth` JWT: signed with EdDSA by the Ed25519 key its `iss` (a did:key) names, for one of
 * `audiences`, unexpired at `now` (ms). The client id is that did:key.
 */
export async function verifyRelayAuth(
  token: string,
  { now, audiences }: { now: number; audiences: readonly string[] },
): Promise<RelayAuth> {
  let unverified: RelayClaims
  try {
    unverified = decodeJwt(token)
  } catch {
    return { ok: false, reason: 'auth is not a JWT' }
  }
  const publicKey = typeof unverified.iss === 'string' ? didKeyPublicKey(unverified.iss) : undefined
  if (!publicKey) return { ok: false, reason: 'iss must be an Ed25519 did:key' }
  let claims: RelayClaims
  try {
    const key = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') },
      format: 'jwk',
    })
    const { payload } = await compactVerify(token, key, { algorithms: ['EdDSA'] })
    claims = JSON.parse(new TextDecoder().decode(payload)) as RelayClaims
  } catch {
    return { ok: false, reason: 'the signature does not verify' }
  }
  const problem = relayClaimsProblem(claims, { now: Math.floor(now / 1_000), audiences })
  return problem ? { ok: false, reason: problem } : { ok: true, clientId: claims.iss as string }
}
