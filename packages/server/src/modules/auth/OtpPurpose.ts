/** What a code is for: signing in, the two steps of an e-mail change, revealing a key (modules/wallets). */
export const otpPurposes = [
  'login',
  'update-email-primary',
  'update-email-secondary',
  'export-key',
] as const

export type OtpPurpose = (typeof otpPurposes)[number]
