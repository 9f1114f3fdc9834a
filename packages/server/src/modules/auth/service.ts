import { randomBytes, randomUUID } from 'node:crypto'
import type { ServerConfig } from '../../config'
import type { Database } from '../../platform/db/Database'
import { httpErrors } from '../../platform/http/HttpError'
import type { Mail, Mailer } from '../../platform/mail/Mailer'
import type { RateLimiter } from '../../platform/rateLimit/RateLimiter'
import { authErrors } from './authErrors'
import { deviceMail, otpMail } from './authMails'
import {
  authLimits,
  DEVICE_LINK_TTL_MS,
  loginCooldown,
  MAX_OTP_ATTEMPTS,
  MAX_OTP_FAILURES,
  OTP_FAILURE_WINDOW_MS,
  OTP_TTL_MS,
  SESSION_TTL_MS,
} from './authRules'
import { hashOtp, newOtp, newToken, sameHash, sha256 } from './authSecrets'
import type { OtpPurpose } from './OtpPurpose'
import { type AuthStore, authStore } from './store'
import type { User } from './User'

export type { OtpPurpose } from './OtpPurpose'
export type { User } from './User'

/** What `authenticate` reads of a request (a Fastify request fits). */
export type AuthRequest = {
  headers: Record<string, string | string[] | undefined>
  query?: unknown
  body?: unknown
}

export type Authenticated = { userId: string; sessionId: string; email: string | null }

export type EmailLoginAction = 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT'

export type AuthDependencies = {
  db: Database
  config: Pick<ServerConfig, 'auth'>
  mailer: Mailer
  rateLimiter: RateLimiter
  /** Mail failures, described without secrets (the module passes the server's error describer). */
  onMailError?: (error: unknown) => void
  now?: () => number
}

const bearer = (request: AuthRequest) => {
  const header = request.headers.authorization
  const match = typeof header === 'string' ? /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header) : null
  return match?.[1]
}

const projectIdOf = (request: AuthRequest) => {
  const query = request.query as { projectId?: unknown } | undefined
  const body = request.body as { projectId?: unknown } | undefined
  const id = query?.projectId ?? body?.projectId
  return typeof id === 'string' ? id : undefined
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

  async function limit(key: string, perMinute: number) {
    const { allowed } = await rateLimiter.hit(`auth:${key}`, perMinute)
    if (!allowed) throw httpErrors.rateLimited()
  }

  async function mail(message: Mail, undo: () => Promise<void>) {
    try {
      await mailer.send(message)
    } catch (error) {
      onMailError(error)
      await undo()
      throw authErrors.mailFailed()
    }
  }

  function checkCooldown(lastSentAt: number | undefined) {
    const cooldown = loginCooldown(lastSentAt, now())
    if (!cooldown.allowed) throw authErrors.cooldown(cooldown.message, cooldown.retryInMs)
  }

  type Code = {
    userId: string | null
    email: string
    purpose: OtpPurpose
    deviceHash?: string
    newEmail?: string
  }

  /** Stores a fresh code (only its keyed hash); the code itself only goes into the e-mail. */
  async function storeCode(codeStore: AuthStore, code: Code) {
    const id = randomUUID()
    const otp = newOtp()
    const sentAt = now()
    await codeStore.insertOtp({
      id,
      userId: code.userId,
      email: code.email,
      purpose: code.purpose,
      codeHash: hashOtp(secret, id, otp),
      deviceHash: code.deviceHash ?? null,
      newEmail: code.newEmail ?? null,
      sentAt,
      expiresAt: sentAt + OTP_TTL_MS,
    })
    return { id, otp, code }
  }

  async function mailCode({ id, otp, code }: Awaited<ReturnType<typeof storeCode>>) {
    await mail(otpMail(code.email, otp, code.purpose, code.newEmail), () => store.deleteOtp(id))
  }

  /** A code for a user, once the 30-s cooldown of that user and purpose allows it (one at a time). */
  async function sendUserCode(code: Code & { userId: string }) {
    const stored = await db.transaction(async (tx) => {
      const txStore = authStore(tx)
      await txStore.lock(`otp:${code.userId}:${code.purpose}`)
      checkCooldown(await txStore.lastOtpSentAt(code.userId, code.purpose))
      return storeCode(txStore, code)
    })
    await mailCode(stored)
  }

  /**
   * Checks the code that counts for `key`; each try counts, the sixth is refused whatever it says. Each try also
   * counts against the account's budget across codes (the address for a login, the user otherwise), counted
   * before the comparison so that tries in parallel cannot pass it; a right code clears it.
   */
  async function checkCode(
    key: { email: string; deviceHash: string } | { userId: string },
    purpose: OtpPurpose,
    otp: string,
  ) {
    const latest = await store.latestOtp(key, purpose)
    if (!latest) throw authErrors.expiredOtp()
    if (!(await store.spendOtpAttempt(latest.id, MAX_OTP_ATTEMPTS, now())))
      throw latest.attempts >= MAX_OTP_ATTEMPTS && latest.usedAt === undefined
        ? authErrors.lockedOtp()
        : authErrors.expiredOtp()
    const account = 'email' in key ? `email:${key.email}` : `user:${key.userId}`
    const time = now()
    const budget = await store.spendOtpFailure(
      account,
      MAX_OTP_FAILURES,
      time - OTP_FAILURE_WINDOW_MS,
      time,
    )
    const spent = () => authErrors.tooManyWrongCodes(budget.since + OTP_FAILURE_WINDOW_MS - time)
    if (!budget.allowed) throw spent()
    if (!sameHash(hashOtp(secret, latest.id, otp), latest.codeHash))
      throw budget.failures >= MAX_OTP_FAILURES ? spent() : authErrors.invalidOtp()
    if (!(await store.useOtp(latest.id, now()))) throw authErrors.expiredOtp()
    await store.clearOtpFailures(account)
    return latest
  }

  async function openSession(userId: string, deviceHash: string, projectId: string) {
    const token = newToken()
    const createdAt = now()
    await store.createSession({
      id: randomUUID(),
      tokenHash: sha256(token),
      userId,
      deviceHash,
      projectId,
      createdAt,
      expiresAt: createdAt + SESSION_TTL_MS,
    })
    return token
  }

  /** The live session the bearer token names, for this request's project. */
  async function sessionOf(request: AuthRequest) {
    const token = bearer(request)
    if (!token) return undefined
    const session = await store.session(sha256(token), now())
    // A session opened for one project is not another's.
    const projectId = projectIdOf(request)
    if (!session || (projectId !== undefined && projectId !== session.projectId)) return undefined
    return session
  }

  async function authenticate(request: AuthRequest): Promise<Authenticated> {
    const session = await sessionOf(request)
    if (!session) throw httpErrors.unauthorized()
    return { userId: session.userId, sessionId: session.id, email: session.email }
  }

  async function userWithEmail(userId: string) {
    const user = await store.user(userId)
    if (!user?.email) throw authErrors.noEmail()
    return user as User & { email: string }
  }

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

    /** `POST /v1/auth/email/start`: which step comes next, mailing a code or a device link. */
    async startEmailLogin(input: {
      email: string
      deviceId: string
      request: AuthRequest
      ip: string
    }): Promise<EmailLoginAction> {
      await limit(`start:ip:${input.ip}`, authLimits.startsPerIp)
      const deviceHash = sha256(input.deviceId)
      const session = await sessionOf(input.request)
      if (session && session.email === input.email && session.deviceHash === deviceHash)
        return 'CONNECT'
      const outcome = await db.transaction(async (tx) => {
        const txStore = authStore(tx)
        await txStore.lock(`login:${input.email}`)
        checkCooldown(await txStore.lastLoginMailAt(input.email))
        const user = await txStore.userByEmail(input.email)
        if (
          user &&
          !(await txStore.isDeviceApproved(user.id, deviceHash)) &&
          (await txStore.hasApprovedDevice(user.id))
        ) {
          const token = newToken()
          const createdAt = now()
          await txStore.insertDeviceApproval({
            tokenHash: sha256(token),
            userId: user.id,
            deviceHash,
            createdAt,
            expiresAt: createdAt + DEVICE_LINK_TTL_MS,
          })
          return { token }
        }
        return {
          code: await storeCode(txStore, {
            userId: null,
            email: input.email,
            purpose: 'login',
            deviceHash,
          }),
        }
      })
      if (outcome.code) {
        await mailCode(outcome.code)
        return 'VERIFY_OTP'
      }
      const { token } = outcome
      const link = `${config.auth.publicUrl}/v1/auth/device/approve?token=${token}`
      await mail(deviceMail(input.email, link), () => store.deleteDeviceApproval(sha256(token)))
      return 'VERIFY_DEVICE'
    },

    /** `GET /v1/auth/device/approve?token=`: whether the link is live. Opening it approves nothing. */
    async isDeviceLinkLive(token: string, ip: string) {
      await limit(`approve:ip:${ip}`, authLimits.approvalsPerIp)
      return store.isDeviceApprovalLive(sha256(token), now())
    },

    /** `POST /v1/auth/device/approve` (the link page's button): true if this approved a live link (once). */
    async approveDevice(token: string, ip: string) {
      await limit(`approve:ip:${ip}`, authLimits.approvalsPerIp)
      const approval = await store.approveByToken(sha256(token), now())
      if (!approval) return false
      await store.approveDevice(approval.userId, approval.deviceHash, now())
      return true
    },

    /** `POST /v1/auth/device/status`: approved yet? The first answer after approval mails the login code. */
    async deviceStatus(input: { email: string; deviceId: string; ip: string }) {
      await limit(`status:ip:${input.ip}`, authLimits.statusPerIp)
      const user = await store.userByEmail(input.email)
      if (!user) return { approved: false }
      const deviceHash = sha256(input.deviceId)
      const approval = await store.latestDeviceApproval(user.id, deviceHash)
      if (approval?.approvedAt === undefined) return { approved: false }
      if (await store.claimApprovalOtp(approval.tokenHash, now()))
        await mailCode(
          await storeCode(store, {
            userId: null,
            email: input.email,
            purpose: 'login',
            deviceHash,
          }),
        )
      return { approved: true }
    },

    /** `POST /v1/auth/email/verify`: the code signs in this device: approved, with a new session. */
    async verifyEmailLogin(input: {
      email: string
      deviceId: string
      otp: string
      projectId: string
      ip: string
    }): Promise<{ token: string; user: User }> {
      await limit(`verify:ip:${input.ip}`, authLimits.verifiesPerIp)
      await limit(`verify:email:${input.email}`, authLimits.verifiesPerAddress)
      const deviceHash = sha256(input.deviceId)
      await checkCode({ email: input.email, deviceHash }, 'login', input.otp)
      const user = await store.userForEmail(randomUUID(), input.email, now())
      await store.approveDevice(user.id, deviceHash, now())
      return { token: await openSession(user.id, deviceHash, input.projectId), user }
    },

    /** `POST /v1/auth/session`: the bearer's user (the frame's IS_CONNECTED and GET_USER). */
    async session(request: AuthRequest): Promise<{ user: User }> {
      const { userId, email } = await authenticate(request)
      return { user: { id: userId, email } }
    },

    async signOut(request: AuthRequest) {
      const { sessionId } = await authenticate(request)
      await store.revokeSession(sessionId, now())
    },

    /** `POST /v1/auth/email/update`: a code to the current address confirms the wish. */
    async startEmailUpdate(request: AuthRequest, newEmail: string, ip: string) {
      await limit(`start:ip:${ip}`, authLimits.startsPerIp)
      const { userId } = await authenticate(request)
      const user = await userWithEmail(userId)
      if (user.email === newEmail) throw authErrors.sameEmail()
      await sendUserCode({ userId, email: user.email, purpose: 'update-email-primary', newEmail })
      return 'VERIFY_PRIMARY_OTP' as const
    },

    /** `POST /v1/auth/email/update/primary`: then a code to the new address proves it is theirs. */
    async verifyEmailUpdatePrimary(request: AuthRequest, otp: string, ip: string) {
      await limit(`verify:ip:${ip}`, authLimits.verifiesPerIp)
      const { userId } = await authenticate(request)
      await limit(`verify:user:${userId}`, authLimits.verifiesPerAddress)
      const { newEmail } = await checkCode({ userId }, 'update-email-primary', otp)
      if (!newEmail) throw authErrors.expiredOtp()
      await mailCode(
        await storeCode(store, {
          userId,
          email: newEmail,
          purpose: 'update-email-secondary',
          newEmail,
        }),
      )
      return 'VERIFY_SECONDARY_OTP' as const
    },

    /**
     * `POST /v1/auth/email/update/secondary`: only now does the address change, and the user's other sessions
     * end (whoever signed in with the old address keeps no session).
     */
    async verifyEmailUpdateSecondary(request: AuthRequest, otp: string, ip: string) {
      await limit(`verify:ip:${ip}`, authLimits.verifiesPerIp)
      const { userId, sessionId } = await authenticate(request)
      await limit(`verify:user:${userId}`, authLimits.verifiesPerAddress)
      const { newEmail } = await checkCode({ userId }, 'update-email-secondary', otp)
      if (!newEmail) throw authErrors.expiredOtp()
      await db.transaction(async (tx) => {
        const txStore = authStore(tx)
        if (!(await txStore.setEmail(userId, newEmail))) throw authErrors.emailTaken()
        await txStore.revokeOtherSessions(userId, sessionId, now())
      })
      return { newEmail }
    },

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
