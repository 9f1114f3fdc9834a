import type { Mail } from '../../platform/mail/Mailer'
import { DEVICE_LINK_TTL_MS, OTP_TTL_MS } from './authRules'
import type { OtpPurpose } from './OtpPurpose'

const minutes = (ms: number) => `${Math.round(ms / 60_000)} minutes`
const ignore = 'If you did not ask for it, ignore this e-mail: nothing happens without the code.'

/** The code's e-mail: what it is for, the code, how long it works. Plain text, nothing to click. */
export function otpMail(
  to: string,
  otp: string,
  purpose: OtpPurpose,
  newEmail?: string | null,
): Mail {
  const expiry = `It expires in ${minutes(OTP_TTL_MS)} and works once.`
  switch (purpose) {
    case 'login':
      return {
        to,
        subject: `Your Latch login code: ${otp}`,
        text: `Your Latch login code is ${otp}\n\n${expiry}\n\n${ignore}\n`,
      }
    case 'update-email-primary':
      return {
        to,
        subject: `Your Latch code to change your e-mail: ${otp}`,
        text: `Enter ${otp} to confirm changing your Latch e-mail address to ${newEmail}.\n\n${expiry}\n\n${ignore}\n`,
      }
    case 'update-email-secondary':
      return {
        to,
        subject: `Your Latch code to confirm this address: ${otp}`,
        text: `Enter ${otp} to make this your Latch e-mail address.\n\n${expiry}\n\n${ignore}\n`,
      }
    case 'export-key':
      return {
        to,
        subject: `Your Latch code to export your key: ${otp}`,
        text: `Enter ${otp} to reveal your wallet's private key. Never give this code or the key to anyone.\n\n${expiry}\n\n${ignore}\n`,
      }
  }
}

/** The new-device e-mail: the approval link (a login code follows once it is opened). */
export function deviceMail(to: string, link: string): Mail {
  return {
    to,
    subject: 'Approve your new device for Latch',
    text: `Someone is signing in to Latch with this address on a device it has not seen before.\n\nIf it is you, open this link within ${minutes(DEVICE_LINK_TTL_MS)} to approve the device, then go back to the app: a login code follows by e-mail.\n\n${link}\n\nIf it was not you, ignore this e-mail: the device stays unapproved.\n`,
  }
}
