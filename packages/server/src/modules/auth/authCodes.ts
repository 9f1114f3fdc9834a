import { randomUUID } from 'node:crypto'
import type { Database } from '../../platform/db/Database'
import type { Mail, Mailer } from '../../platform/mail/Mailer'
import { authErrors } from './authErrors'
import { otpMail } from './authMails'
import {
  loginCooldown,
  MAX_OTP_ATTEMPTS,
  MAX_OTP_FAILURES,
  OTP_FAILURE_WINDOW_MS,
  OTP_TTL_MS,
} from './authRules'
import { hashOtp, newOtp, sameHash } from './authSecrets'
import type { OtpPurpose } from './OtpPurpose'
import { type AuthStore, authStore } from './store'

/**
 * E-mailed codes (behaviour.md §11): stored only as a keyed hash, mailed once, six tries each and a budget of
 * wrong tries per account, a 30-s cooldown per address or user and purpose. A mail that fails takes back what
 * it was about.
 */
export function createAuthCodes({
  db,
  secret,
  mailer,
  onMailError,
  now,
}: {
  db: Database
  /** The key of the codes' hashes. */
  secret: string
  mailer: Mailer
  onMailError: (error: unknown) => void
  now: () => number
}) {
  const store = authStore(db)

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
    /** The visitor's language for the e-mail (behaviour.md §20); not stored. */
    locale?: string | undefined
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
    await mail(otpMail(code.email, otp, code.purpose, code.newEmail, code.locale), () =>
      store.deleteOtp(id),
    )
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

  return { mail, checkCooldown, storeCode, mailCode, sendUserCode, checkCode }
}

export type AuthCodes = ReturnType<typeof createAuthCodes>
