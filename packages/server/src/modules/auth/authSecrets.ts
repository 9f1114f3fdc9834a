import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** A session token or an approval link's token: 32 random bytes, base64url. */
export const newToken = () => randomBytes(32).toString('base64url')

/** What is stored of a high-entropy secret (a token, a device id): guessing it back is hopeless. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url')

/** Six digits, uniformly (crypto's randomInt, no modulo bias). */
export const newOtp = () => String(randomInt(0, 1_000_000)).padStart(6, '0')

/**
 * What is stored of a code: HMAC-SHA256 keyed with the server's secret, bound to the code's row. A plain hash
 * of six digits is no protection: there are only a million, hashed in well under a second, so a leaked table
 * would hand out every live code. The key is not in the database, and the row id makes each hash its own.
 */
export function hashOtp(secret: string, otpId: string, otp: string) {
  return createHmac('sha256', secret).update(`${otpId}:${otp}`).digest('base64url')
}

export function sameHash(a: string, b: string) {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
