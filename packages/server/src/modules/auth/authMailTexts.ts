import { matchLocale, type Plural } from '@latch/core/locale'
import { mailLocales } from './mailLocales'

/** The words of Latch's e-mails in one language (behaviour.md §20): the code's purposes and the device link. */
export type AuthMailTexts = {
  /** The BCP 47 tag of the language (`'pt-BR'`), what `Intl` counts with. */
  locale: string
  loginSubject(otp: string): string
  loginBody(otp: string): string
  updatePrimarySubject(otp: string): string
  updatePrimaryBody(otp: string, newEmail: string | null | undefined): string
  updateSecondarySubject(otp: string): string
  updateSecondaryBody(otp: string): string
  exportSubject(otp: string): string
  exportBody(otp: string): string
  /** A number of minutes as `expiry` and `deviceBody` take it (`{count}` the number), by plural category. */
  minutes: Plural
  expiry(minutes: string): string
  ignore: string
  deviceSubject: string
  deviceBody(link: string, minutes: string): string
}

export const en: AuthMailTexts = {
  locale: 'en',
  loginSubject: (otp) => `Your Latch login code: ${otp}`,
  loginBody: (otp) => `Your Latch login code is ${otp}`,
  updatePrimarySubject: (otp) => `Your Latch code to change your e-mail: ${otp}`,
  updatePrimaryBody: (otp, newEmail) =>
    `Enter ${otp} to confirm changing your Latch e-mail address to ${newEmail}.`,
  updateSecondarySubject: (otp) => `Your Latch code to confirm this address: ${otp}`,
  updateSecondaryBody: (otp) => `Enter ${otp} to make this your Latch e-mail address.`,
  exportSubject: (otp) => `Your Latch code to export your key: ${otp}`,
  exportBody: (otp) =>
    `Enter ${otp} to reveal your wallet's private key. Never give this code or the key to anyone.`,
  minutes: { one: '{count} minute', other: '{count} minutes' },
  expiry: (minutes) => `It expires in ${minutes} and works once.`,
  ignore: 'If you did not ask for it, ignore this e-mail: nothing happens without the code.',
  deviceSubject: 'Approve your new device for Latch',
  deviceBody: (link, minutes) =>
    `Someone is signing in to Latch with this address on a device it has not seen before.\n\nIf it is you, open this link within ${minutes} to approve the device, then go back to the app: a login code follows by e-mail.\n\n${link}\n\nIf it was not you, ignore this e-mail: the device stays unapproved.`,
}

/**
 * The e-mail's language for the visitor's locale (the login request's `locale`, a BCP 47 tag), matched as the
 * modal matches (`de-AT` reads `de`, `zh-MO` `zh-HK`); English for any other or none.
 */
export function authMailTexts(locale: string | undefined): AuthMailTexts {
  const tag = locale ? matchLocale([locale], Object.keys(mailLocales)) : undefined
  return (tag && mailLocales[tag]) || en
}
