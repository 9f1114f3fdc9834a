import { plural } from '@latch/core/locale'
import type { Mail } from '../../platform/mail/Mailer'
import { type AuthMailTexts, authMailTexts } from './authMailTexts'
import { DEVICE_LINK_TTL_MS, OTP_TTL_MS } from './authRules'
import type { OtpPurpose } from './OtpPurpose'

/** A duration in whole minutes, as the e-mail's language says it. */
const minutes = (texts: AuthMailTexts, ms: number) =>
  plural(texts.minutes, Math.round(ms / 60_000), texts.locale)

/**
 * The code's e-mail: what it is for, the code, how long it works, in the visitor's language (behaviour.md §20).
 * Plain text, nothing to click.
 */
export function otpMail(
  to: string,
  otp: string,
  purpose: OtpPurpose,
  newEmail?: string | null,
  locale?: string,
): Mail {
  const texts = authMailTexts(locale)
  const body = (first: string) =>
    `${first}\n\n${texts.expiry(minutes(texts, OTP_TTL_MS))}\n\n${texts.ignore}\n`
  switch (purpose) {
    case 'login':
      return { to, subject: texts.loginSubject(otp), text: body(texts.loginBody(otp)) }
    case 'update-email-primary':
      return {
        to,
        subject: texts.updatePrimarySubject(otp),
        text: body(texts.updatePrimaryBody(otp, newEmail)),
      }
    case 'update-email-secondary':
      return {
        to,
        subject: texts.updateSecondarySubject(otp),
        text: body(texts.updateSecondaryBody(otp)),
      }
    case 'export-key':
      return { to, subject: texts.exportSubject(otp), text: body(texts.exportBody(otp)) }
  }
}

/** The new-device e-mail: the approval link (a login code follows once it is opened). */
export function deviceMail(to: string, link: string, locale?: string): Mail {
  const texts = authMailTexts(locale)
  return {
    to,
    subject: texts.deviceSubject,
    text: `${texts.deviceBody(link, minutes(texts, DEVICE_LINK_TTL_MS))}\n`,
  }
}
