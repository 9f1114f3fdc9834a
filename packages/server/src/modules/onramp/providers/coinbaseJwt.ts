import { createPrivateKey, randomBytes } from 'node:crypto'
import { SignJWT } from 'jose'

/**
 * The CDP API key JWT (docs.cdp.coinbase.com, "Authentication"): header `{ alg, kid: key id, typ: 'JWT', nonce }`,
 * claims `{ sub: key id, iss: 'cdp', nbf, exp: nbf + 120, uri: '<METHOD> <host><path>' }`. ES256 for an EC key (PEM),
 * EdDSA for an Ed25519 key (base64 of its 64 bytes: seed then public key).
 */
export async function coinbaseJwt(parameters: {
  keyId: string
  keySecret: string
  method: string
  host: string
  path: string
  now: number
  nonce?: string
}): Promise<string> {
  const { keyId, keySecret, method, host, path, now } = parameters
  const nbf = Math.floor(now / 1000)
  const isPem = keySecret.includes('-----BEGIN')
  const key = isPem ? createPrivateKey(keySecret) : ed25519Key(keySecret)
  return new SignJWT({ uri: `${method} ${host}${path}` })
    .setProtectedHeader({
      alg: isPem ? 'ES256' : 'EdDSA',
      kid: keyId,
      typ: 'JWT',
      nonce: parameters.nonce ?? randomBytes(16).toString('hex'),
    })
    .setSubject(keyId)
    .setIssuer('cdp')
    .setNotBefore(nbf)
    .setExpirationTime(nbf + 120)
    .sign(key)
}

function ed25519Key(base64: string) {
  const bytes = Buffer.from(base64, 'base64')
  if (bytes.length !== 64) throw new Error('a CDP Ed25519 key secret is 64 bytes in base64')
  return createPrivateKey({
    key: {
      kty: 'OKP',
      crv: 'Ed25519',
      d: bytes.subarray(0, 32).toString('base64url'),
      x: bytes.subarray(32).toString('base64url'),
    },
    format: 'jwk',
  })
}
