// Practical address syntax: one @, no spaces, a dotted domain of letters, digits and hyphens.
const emailPattern =
  /^[^\s@]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/

/** behaviour.md §5: the e-mail must be a valid address format (and at most 254 characters, RFC 5321). */
export function isValidEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 254 && emailPattern.test(value)
}

/** behaviour.md §5: the one-time password is a string (of digits, as the secure site sends it). */
export function isOtp(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4,10}$/.test(value)
}
