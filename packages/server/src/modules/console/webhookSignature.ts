import { createHmac, timingSafeEqual } from 'node:crypto'

/** The header an alert is signed in: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` (as Stripe's). */
export const SIGNATURE_HEADER = 'latch-signature'
/** A receiver refuses a signature older (or newer) than this: a replayed delivery. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60_000

const mac = (secret: string, seconds: number, body: string) =>
  createHmac('sha256', secret).update(`${seconds}.${body}`).digest('hex')

/** Signs an alert's body at `now` (behaviour.md §21.6). */
export function signWebhook(secret: string, body: string, now: number): string {
  const seconds = Math.floor(now / 1000)
  return `t=${seconds},v1=${mac(secret, seconds, body)}`
}

/** What a receiver does: the header's MAC over its timestamp and the body, within the tolerance of `now`. */
export function verifyWebhook(secret: string, header: string, body: string, now: number): boolean {
  const fields = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=')
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const
    }),
  )
  const seconds = Number(fields.get('t'))
  const given = fields.get('v1') ?? ''
  if (!Number.isSafeInteger(seconds)) return false
  if (Math.abs(now - seconds * 1000) > SIGNATURE_TOLERANCE_MS) return false
  const expected = Buffer.from(mac(secret, seconds, body))
  const actual = Buffer.from(given)
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}
