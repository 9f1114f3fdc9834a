import type { AuthParts } from './AuthParts'
import { authErrors } from './authErrors'
import { authLimits } from './authRules'
import type { AuthRequest } from './authSessions'
import { authStore } from './store'

/**
 * Changing the address (behaviour.md §11): a code to the current address, then one to the new one; only then does
 * it change, and the user's other sessions end.
 */
export function createEmailUpdate({
  db,
  store,
  now,
  limit,
  codes,
  sessions,
  userWithEmail,
}: AuthParts) {
  const { sendUserCode, checkCode, mailCode, storeCode } = codes
  const { authenticate } = sessions
  return {
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
  }
}
