import { createHmac, timingSafeEqual } from 'node:crypto'

export const CDP_SIGNATURE_HEADER = 'x-hook0-signature'

/**
 * A CDP webhook's signature (docs.cdp.coinbase.com, "Verify Signatures"; the scheme is Hook0's):
 * `X-Hook0-Signature: t=<seconds>,h=<header names, space-separated>,v1=<hex>`, where v1 is the HMAC-SHA256, with
 * the subscription's `secret`, of `<t>.<h>.<the named headers' values joined by ".">.<raw body>`. A `v0` part
 * (`<t>.<body>` only) may sit beside it; only v1 is accepted, as it covers the headers too.
 * Returns the signing time in ms when the signature holds, undefined otherwise.
 */
export function verifyCdpWebhook(
  header: string,
  headers: Record<string, string | string[] | undefined>,
  body: string,
  secret: string,
): number | undefined {
  const parts = new Map<string, string>()
  for (const part of header.split(',')) {
    const at = part.indexOf('=')
    if (at > 0) parts.set(part.slice(0, at).trim(), part.slice(at + 1).trim())
  }
  const t = parts.get('t')
  const h = parts.get('h')
  const v1 = parts.get('v1')
  if (!t || !/^\d{1,12}$/.test(t) || !h || !v1 || !/^[0-9a-fA-F]{64}$/.test(v1)) return undefined
  const names = h.split(' ')
  const values: string[] = []
  for (const name of names) {
    const value = headers[name.toLowerCase()]
    // A header it signed that did not arrive (or arrived twice) cannot be checked.
    if (typeof value !== 'string') return undefined
    values.push(value)
  }
  const expected = createHmac('sha256', secret)
    .update(`${t}.${h}.${values.join('.')}.${body}`)
    .digest()
  return timingSafeEqual(expected, Buffer.from(v1, 'hex')) ? Number(t) * 1000 : undefined
}
