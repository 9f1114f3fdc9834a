import { createHmac, timingSafeEqual } from 'node:crypto'

/** The sandbox's webhook header: `t=<ms>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as Stripe signs its own. */
export const SANDBOX_SIGNATURE_HEADER = 'latch-sandbox-signature'

export function signSandboxWebhook(body: string, secret: string, at: number): string {
  return `t=${at},v1=${createHmac('sha256', secret).update(`${at}.${body}`).digest('hex')}`
}

/** The signing time (ms) when the header's signature is the body's under `secret`. */
export function verifySandboxWebhook(
  header: string,
  body: string,
  secret: string,
): number | undefined {
  const match = /^t=(\d{1,15}),v1=([0-9a-f]{64})$/.exec(header)
  if (!match) return undefined
  const [, t, v1] = match as unknown as [string, string, string]
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest()
  return timingSafeEqual(expected, Buffer.from(v1, 'hex')) ? Number(t) : undefined
}
