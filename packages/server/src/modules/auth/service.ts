import { randomBytes, randomUUID } from 'node:crypto'
import type { ServerConfig } from '../../config'
import type { Database } from '../../platform/db/Database'
import { httpErrors } from '../../platform/http/HttpError'
import type { Mailer } from '../../platform/mail/Mailer'
import type { RateLimiter } from '../../platform/rateLimit/RateLimiter'
import { createAuthCodes } from './authCodes'
import { authErrors } from './authErrors'
import { authLimits } from './authRules'
import { sha256 } from './authSecrets'
import { type AuthRequest, createAuthSessions } from './authSessions'
import { createEmailLogin } from './emailLogin'
import { createEmailUpdate } from './emailUpdate'
import type { OtpPurpose } from './OtpPurpose'
import { authStore } from './store'
import type { User } from './User'

export type { Authenticated, AuthRequest } from './authSessions'
export type { EmailLoginAction } from './emailLogin'
export type { OtpPurpose } from './OtpPurpose'
export type { User } from './User'

export type AuthDependencies = {
  db: Database
  config: Pick<ServerConfig, 'auth' | 'publicUrl'>
  mailer: Mailer
  rateLimiter: RateLimiter
  /** Mail failures, described without secrets (the module passes the server's error describer). */
  onMailError?: (error: unknown) => void
  now?: () => number
}

/**
 * Users, sessions, e-mail codes and device approval (docs/embedded-wallet.md, "Server contracts"). Other modules
 * use `authenticate`, `signInWithIdentity`, `sendOtp` and `verifyOtp` only; the auth module provides it to them
 * (`needs: ['auth']`).
 */
export function createAuthService({
  db,
  config,
  mailer,
  rateLimiter,
  onMailError = () => {},
  now = Date.now,
}: AuthDependencies) {
  const store = authStore(db)
  // Without a configured key, one per process: codes then do not survive a restart (module.ts warns).
  const secret = config.auth.secret ?? randomBytes(32).toString('base64url')

  const limit = async (key: string, perMinute: number) => {
    const { allowed } = await rateLimiter.hit(`auth:${key}`, perMinute)
    if (!allowed) throw httpErrors.rateLimited()
  }
  const codes = createAuthCodes({ db, secret, mailer, onMailError, now })
  const sessions = createAuthSessions({ store, now })
  const { authenticate, openSession } = sessions
  const { sendUserCode, checkCode } = codes

  async function userWithEmail(userId: string) {
    const user = await store.user(userId)
    if (!user?.email) throw authErrors.noEmail()
    return user as User & { email: string }
  }
  const parts = { db, store, config, now, limit, codes, sessions, userWithEmail }

  return {
    /** The bearer session's user; 401 "Session expired or signed out" otherwise. */
    authenticate,

    /**
     * Finds or creates the user of a verified external identity and opens a session on that device (approving
     * it). `email`, when given, must be one the provider verified: a user with that address is the same user.
     */
    async signInWithIdentity(identity: {
      provider: string
      subject: string
      email?: string | null | undefined
      deviceId: string
      projectId: string
    }): Promise<{ token: string; user: User }> {
      const email = identity.email?.trim().toLowerCase() || null
      let user = await store.identityUser(identity.provider, identity.subject)
      if (!user) {
        const created = email
          ? await store.userForEmail(randomUUID(), email, now())
          : await store.createUser(randomUUID(), null, now())
        await store.addIdentity(identity.provider, identity.subject, created.id, now())
        // A concurrent first sign-in may have linked the identity first: its user wins.
        user = (await store.identityUser(identity.provider, identity.subject)) ?? created
      }
      const deviceHash = sha256(identity.deviceId)
      await store.approveDevice(user.id, deviceHash, now())
      return { token: await openSession(user.id, deviceHash, identity.projectId), user }
    },

    /**
     * Links a verified external identity to an existing user (a passkey an e-mail user adds), so that
     * `signInWithIdentity` with it finds that user. An identity already linked stays with its user.
     */
    async linkIdentity({
      userId,
      provider,
      subject,
    }: {
      userId: string
      provider: string
      subject: string
    }) {
      await store.addIdentity(provider, subject, userId, now())
    },

    /** Mails a code for `purpose` to the user's address (30-s cooldown per user and purpose). */
    async sendOtp({ userId, purpose }: { userId: string; purpose: Exclude<OtpPurpose, 'login'> }) {
      const user = await userWithEmail(userId)
      await sendUserCode({ userId, email: user.email, purpose })
    },

    /** Resolves if `otp` is the user's live code for `purpose` (then used up); throws the refusal otherwise. */
    async verifyOtp({
      userId,
      purpose,
      otp,
    }: {
      userId: string
      purpose: OtpPurpose
      otp: string
    }) {
      await limit(`verify:user:${userId}`, authLimits.verifiesPerAddress)
      await checkCode({ userId }, purpose, otp)
    },

    ...createEmailLogin(parts),

    /** `POST /v1/auth/session`: the bearer's user (the frame's IS_CONNECTED and GET_USER). */
    async session(request: AuthRequest): Promise<{ user: User }> {
      const { userId, email } = await authenticate(request)
      return { user: { id: userId, email } }
    },

    async signOut(request: AuthRequest) {
      const { sessionId } = await authenticate(request)
      await store.revokeSession(sessionId, now())
    },

    /**
     * Sign-out everywhere (behaviour.md §11.8): ends every session of the bearer's user, on every device and
     * project, this one included; each of them answers 401 from its next request.
     */
    async signOutEverywhere(request: AuthRequest) {
      const { userId } = await authenticate(request)
      return { sessions: await store.revokeUserSessions(userId, now()) }
    },

    ...createEmailUpdate(parts),

    mailer,
    start: () => mailer.start(),
    stop: () => mailer.stop(),
  }
}

export type AuthService = ReturnType<typeof createAuthService>

declare module '../../platform/ServerModule' {
  interface ModuleServices {
    /** Sessions and sign-in for the embedded wallet's modules (social, wallets). */
    auth: AuthService
  }
}
