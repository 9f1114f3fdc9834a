import { createHash, randomBytes } from 'node:crypto'
import { isOriginAllowed } from '@latch/core'
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers'
import type { FastifyRequest } from 'fastify'
import type { Database } from '../../platform/db/Database'
import type { AuthRequest, AuthService, User } from '../auth/service'
import { canonicalOrigin } from '../projects/canonicalOrigin'
import type { PasskeyCeremony } from './PasskeyCeremony'
import { passkeyErrors, verificationRefusal } from './passkeyErrors'
import type { PasskeysConfig } from './passkeysConfig'
import { type PasskeyChallenge, passkeysStore } from './store'

/** A ceremony's challenge lives this long, then it is refused (and swept). */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000

/** The identity a passkey's user handle is linked as (auth's `user_identities`). */
const PROVIDER = 'passkey'

type Asker = {
  deviceId: string
  projectId: string
  /** The project's app origins: the pages the secure site's frame may sit in (a ceremony's top origin). */
  appOrigins: readonly string[]
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url')

/**
 * Passkeys for the embedded wallet (docs/embedded-wallet.md, "Passkeys"): WebAuthn with the secure site as relying
 * party, verified by simplewebauthn. Each ceremony's challenge is stored, bound to the device and project that
 * asked, used once, for 5 minutes; the origin must be the secure site's exactly; the counter only moves forward.
 * A passkey's user handle is an identity of auth's user, so a sign-in is auth's `signInWithIdentity`.
 */
export function passkeysService({
  db,
  config,
  auth,
  now = Date.now,
}: {
  db: Database
  config: PasskeysConfig
  auth: Pick<AuthService, 'authenticate' | 'signInWithIdentity' | 'linkIdentity' | 'session'>
  now?: () => number
}) {
  const store = passkeysStore(db)

  async function issue(
    ceremony: PasskeyCeremony,
    challenge: string,
    asker: Asker,
    user: { id?: string; handle: string } = { handle: '' },
  ) {
    await store.insertChallenge({
      challenge,
      ceremony,
      userId: user.id ?? null,
      userHandle: user.handle || null,
      deviceHash: sha256(asker.deviceId),
      projectId: asker.projectId,
      expiresAt: now() + PASSKEY_CHALLENGE_TTL_MS,
    })
  }

  /** The challenge the answer signed, used up: refused when replayed, stale, or not this asker's ceremony. */
  async function take(
    ceremony: PasskeyCeremony,
    clientDataJSON: string,
    asker: Asker,
  ): Promise<PasskeyChallenge & { topOrigin: string | undefined }> {
    let challenge: string
    let topOrigin: string | undefined
    try {
      const clientData = decodeClientDataJSON(clientDataJSON)
      challenge = clientData.challenge
      topOrigin = clientData.crossOrigin ? clientData.topOrigin : undefined
    } catch {
      throw passkeyErrors.notVerified()
    }
    if (typeof challenge !== 'string' || challenge.length > 128)
      throw passkeyErrors.unknownChallenge()
    const row = await store.takeChallenge(challenge, now())
    if (!row)
      throw (await store.challengeExists(challenge))
        ? passkeyErrors.challengeUsed()
        : passkeyErrors.unknownChallenge()
    const deviceHash = sha256(asker.deviceId)
    if (
      row.ceremony !== ceremony ||
      row.projectId !== asker.projectId ||
      row.deviceHash !== deviceHash
    )
      throw passkeyErrors.unknownChallenge()
    if (row.expiresAt <= now()) throw passkeyErrors.challengeExpired()
    // The ceremony runs in the secure site's frame, inside the app's page: that page must be one of the project's
    // (WebAuthn's topOrigin); the origin itself is checked against the secure site's by simplewebauthn.
    if (topOrigin !== undefined) {
      const page = canonicalOrigin(topOrigin)
      if (!page || !isOriginAllowed(page, asker.appOrigins)) throw passkeyErrors.wrongOrigin()
    }
    return { ...row, topOrigin }
  }

  async function creationOptions(handle: string, userName: string, exclude: string[]) {
    return generateRegistrationOptions({
      rpName: config.rpName,
      rpID: config.rpId,
      userID: isoBase64URL.toBuffer(handle),
      userName,
      challenge: randomBytes(32),
      attestationType: 'none',
      excludeCredentials: exclude.map((id) => ({ id })),
      // A discoverable credential: signing in later needs no e-mail, the authenticator lists the account.
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      timeout: PASSKEY_CHALLENGE_TTL_MS,
    })
  }

  async function verifyCreation(
    response: RegistrationResponseJSON,
    // The top origin was checked when the challenge was taken (registration's verifier reads none).
    { challenge }: { challenge: string },
  ) {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: config.origin,
      expectedRPID: config.rpId,
      requireUserVerification: false,
    }).catch((error: unknown) => {
      throw verificationRefusal(error)
    })
    if (!result.verified) throw passkeyErrors.notVerified()
    return result.registrationInfo.credential
  }

  async function keep(
    credential: Awaited<ReturnType<typeof verifyCreation>>,
    user: { id: string; handle: string },
  ) {
    if (await store.credential(credential.id)) throw passkeyErrors.alreadyRegistered()
    await store.insertCredential({
      id: credential.id,
      userId: user.id,
      userHandle: user.handle,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      rpId: config.rpId,
      createdAt: now(),
    })
  }

  /** An assertion of a stored passkey for the taken challenge; the counter moved forward. */
  async function verifyAssertion(
    row: PasskeyChallenge & { topOrigin: string | undefined },
    response: AuthenticationResponseJSON,
  ) {
    const credential = await store.credential(response.id)
    if (!credential || credential.rpId !== config.rpId) throw passkeyErrors.unknownPasskey()
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: row.challenge,
      expectedOrigin: config.origin,
      ...(row.topOrigin !== undefined && { expectedTopOrigin: row.topOrigin }),
      expectedRPID: config.rpId,
      credential: {
        id: credential.id,
        publicKey: isoBase64URL.toBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports as AuthenticatorTransport[],
      },
      requireUserVerification: false,
    }).catch((error: unknown) => {
      throw verificationRefusal(error)
    })
    if (!result.verified) throw passkeyErrors.notVerified()
    const handle = response.response.userHandle
    if (handle !== undefined && handle !== credential.userHandle)
      throw passkeyErrors.unknownPasskey()
    const { newCounter } = result.authenticationInfo
    // Two assertions raced with one counter value: the second finds it moved (behaviour.md §11.7).
    if (!(await store.advanceCounter(credential.id, credential.counter, newCounter, now())))
      throw passkeyErrors.counterRollback()
    return credential
  }

  return {
    /** A new visitor's passkey: the options for `navigator.credentials.create`, for a user made at `finish`. */
    async startRegistration(asker: Asker) {
      const handle = randomBytes(32).toString('base64url')
      const options = await creationOptions(handle, 'Wallet', [])
      await issue('register', options.challenge, asker, { handle })
      return options
    },

    /** The new passkey verified: a user with no e-mail, its handle linked, and a session for this device. */
    async finishRegistration(
      asker: Asker,
      response: RegistrationResponseJSON,
    ): Promise<{ token: string; user: User }> {
      const row = await take('register', response.response.clientDataJSON, asker)
      const credential = await verifyCreation(response, row)
      const handle = row.userHandle as string
      if (await store.credential(credential.id)) throw passkeyErrors.alreadyRegistered()
      const signedIn = await auth.signInWithIdentity({
        provider: PROVIDER,
        subject: handle,
        email: null,
        deviceId: asker.deviceId,
        projectId: asker.projectId,
      })
      await keep(credential, { id: signedIn.user.id, handle })
      return signedIn
    },

    /** A signed-in user's next passkey (an e-mail user adding one): the options, its existing ones excluded. */
    async startAdding(request: AuthRequest, asker: Asker) {
      const { user } = await auth.session(request)
      const existing = await store.userCredentials(user.id)
      const handle = existing[0]?.userHandle ?? randomBytes(32).toString('base64url')
      const options = await creationOptions(
        handle,
        user.email ?? 'Wallet',
        existing.map((credential) => credential.id),
      )
      await issue('add', options.challenge, asker, { id: user.id, handle })
      return options
    },

    async finishAdding(request: AuthRequest, asker: Asker, response: RegistrationResponseJSON) {
      const { userId } = await auth.authenticate(request)
      const row = await take('add', response.response.clientDataJSON, asker)
      // The session that asked is the one that finishes: another user's bearer cannot take the challenge.
      if (row.userId !== userId) throw passkeyErrors.unknownChallenge()
      const credential = await verifyCreation(response, row)
      const handle = row.userHandle as string
      await keep(credential, { id: userId, handle })
      await auth.linkIdentity({ userId, provider: PROVIDER, subject: handle })
      return { added: true as const }
    },

    /** Signing in: any passkey of this relying party (discoverable), the authenticator lists them. */
    async startLogin(asker: Asker) {
      const options = await generateAuthenticationOptions({
        rpID: config.rpId,
        challenge: randomBytes(32),
        userVerification: 'preferred',
        timeout: PASSKEY_CHALLENGE_TTL_MS,
      })
      await issue('login', options.challenge, asker)
      return options
    },

    async finishLogin(
      asker: Asker,
      response: AuthenticationResponseJSON,
    ): Promise<{ token: string; user: User }> {
      const row = await take('login', response.response.clientDataJSON, asker)
      const credential = await verifyAssertion(row, response)
      return auth.signInWithIdentity({
        provider: PROVIDER,
        subject: credential.userHandle,
        email: null,
        deviceId: asker.deviceId,
        projectId: asker.projectId,
      })
    },

    /** Whether the user has a passkey: then key export asks for it, not for a mailed code (behaviour.md §11.7). */
    async hasPasskey(userId: string) {
      return (await store.userCredentials(userId)).length > 0
    },

    /** The key export's ceremony: the signed-in user's own passkeys only. */
    async startExport(request: AuthRequest, asker: Asker) {
      const { userId } = await auth.authenticate(request)
      const credentials = await store.userCredentials(userId)
      if (credentials.length === 0) throw passkeyErrors.unknownPasskey()
      const options = await generateAuthenticationOptions({
        rpID: config.rpId,
        challenge: randomBytes(32),
        userVerification: 'preferred',
        allowCredentials: credentials.map(({ id, transports }) => ({
          id,
          transports: transports as AuthenticatorTransport[],
        })),
        timeout: PASSKEY_CHALLENGE_TTL_MS,
      })
      await issue('export', options.challenge, asker, { id: userId, handle: '' })
      return options
    },

    /** Resolves when `response` is a fresh assertion of one of the user's passkeys, for an export they asked for. */
    async verifyExport(userId: string, asker: Asker, response: AuthenticationResponseJSON) {
      const row = await take('export', response.response.clientDataJSON, asker)
      if (row.userId !== userId) throw passkeyErrors.unknownChallenge()
      const credential = await verifyAssertion(row, response)
      if (credential.userId !== userId) throw passkeyErrors.unknownPasskey()
    },

    /** The user's passkeys (the Account view shows whether there is one). */
    async list(request: AuthRequest) {
      const { userId } = await auth.authenticate(request)
      return (await store.userCredentials(userId)).map(({ id }) => ({ id }))
    },

    removeExpired: () => store.removeExpiredChallenges(now()),
  }
}

export type PasskeysService = ReturnType<typeof passkeysService>

declare module '../../platform/ServerModule' {
  interface ModuleServices {
    /** Passkeys, for the key export of a user who has one (modules/wallets). */
    passkeys: PasskeysService & {
      /** Resolves when the export request's body carries a fresh assertion of the user's passkey; throws otherwise. */
      verifyExportRequest(userId: string, request: FastifyRequest): Promise<void>
    }
  }
}
