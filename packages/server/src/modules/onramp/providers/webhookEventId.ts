import { createHash } from 'node:crypto'

/** A delivery's identity for replay protection: its signed timestamp and body (a resend is the same bytes). */
export function webhookEventId(provider: string, timestamp: string, body: string): string {
  return `${provider}:${timestamp}:${createHash('sha256').update(body).digest('hex')}`
}
