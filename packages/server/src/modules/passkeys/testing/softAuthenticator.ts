import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto'
import { isoCBOR } from '@simplewebauthn/server/helpers'

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest()
const counterBytes = (counter: number) => {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32BE(counter)
  return bytes
}

/** What a ceremony's options give an authenticator (simplewebauthn's options JSON fits). */
type CreationOptions = { challenge: string; rp: { id?: string }; user: { id: string } }
type RequestOptions = { challenge: string }

/**
 * A software WebAuthn authenticator for the server's tests (the e2e uses Chromium's virtual one): an ES256 key,
 * "none" attestation, a signature counter, answering as a browser at `origin` would. Each answer can lie about
 * what a browser vouches for (another origin, another relying party, a counter moved back) to test the refusals.
 */
export function softAuthenticator({ origin, rpId }: { origin: string; rpId: string }) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const credentialId = randomBytes(16)
  let counter = 0
  let userHandle = ''

  /** In a frame (the secure site's inside the app's page), the browser adds the page's origin as `topOrigin`. */
  const clientData = (type: string, challenge: string, at: string, topOrigin?: string) =>
    Buffer.from(
      JSON.stringify(
        topOrigin
          ? { type, challenge, origin: at, crossOrigin: true, topOrigin }
          : { type, challenge, origin: at, crossOrigin: false },
      ),
    )

  return {
    id: b64(credentialId),
    get counter() {
      return counter
    },
    /** `navigator.credentials.create` answered. */
    create(options: CreationOptions, lie: { origin?: string; rpId?: string } = {}) {
      userHandle = options.user.id
      const jwk = publicKey.export({ format: 'jwk' })
      const coseKey = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x as string, 'base64url')],
        [-3, Buffer.from(jwk.y as string, 'base64url')],
      ])
      const idLength = Buffer.alloc(2)
      idLength.writeUInt16BE(credentialId.length)
      const authData = Buffer.concat([
        sha256(lie.rpId ?? rpId),
        Buffer.from([0x45]), // user present, user verified, attested credential data
        counterBytes(counter),
        Buffer.alloc(16), // AAGUID
        idLength,
        credentialId,
        Buffer.from(isoCBOR.encode(coseKey)),
      ])
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]) as never,
      )
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key' as const,
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64(
            clientData('webauthn.create', options.challenge, lie.origin ?? origin),
          ),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
      }
    },
    /** `navigator.credentials.get` answered; the counter moves forward unless `lie.counter` says otherwise. */
    get(
      options: RequestOptions,
      lie: { origin?: string; rpId?: string; counter?: number; topOrigin?: string } = {},
    ) {
      counter = lie.counter ?? counter + 1
      const authData = Buffer.concat([
        sha256(lie.rpId ?? rpId),
        Buffer.from([0x05]), // user present, user verified
        counterBytes(counter),
      ])
      const data = clientData(
        'webauthn.get',
        options.challenge,
        lie.origin ?? origin,
        lie.topOrigin,
      )
      const signature = sign(
        'sha256',
        Buffer.concat([authData, sha256(data)]),
        privateKey as KeyObject,
      )
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key' as const,
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64(data),
          authenticatorData: b64(authData),
          signature: b64(signature),
          userHandle,
        },
      }
    },
  }
}
