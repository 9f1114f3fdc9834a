import { randomUUID } from 'node:crypto'
import type { AuthParts } from './AuthParts'
import { deviceMail } from './authMails'
import { authLimits, DEVICE_LINK_TTL_MS } from './authRules'
import { newToken, sha256 } from './authSecrets'
import type { AuthRequest } from './authSessions'
import { authStore } from './store'
import type { User } from './User'

export type EmailLoginAction = 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT'

/**
 * E-mail login (behaviour.md §11): a code to the address, or, on a new device of a user who has approved one, a
 * link to approve it first; the code then signs this device in.
 */
export function createEmailLogin({ db, store, config, now, limit, codes, sessions }: AuthParts) {
  const { checkCooldown, storeCode, mailCode, mail, checkCode } = codes
  const { sessionOf, openSession } = sessions
  return {
    /** `POST /v1/auth/email/start`: which step comes next, mailing a code or a device link. */
    async startEmailLogin(input: {
      email: string
      deviceId: string
      request: AuthRequest
      ip: string
      locale?: string | undefined
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
            locale: input.locale,
          }),
        }
      })
      if (outcome.code) {
        await mailCode(outcome.code)
        return 'VERIFY_OTP'
      }
      const { token } = outcome
      const link = `${config.publicUrl}/v1/auth/device/approve?token=${token}`
      await mail(deviceMail(input.email, link, input.locale), () =>
        store.deleteDeviceApproval(sha256(token)),
      )
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
    async deviceStatus(input: {
      email: string
      deviceId: string
      ip: string
      locale?: string | undefined
    }) {
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
            locale: input.locale,
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
  }
}
