import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * MoonPay's URL signature (dev.moonpay.com, "URL signing"): HMAC-SHA256 with the secret key over the URL's query
 * string as sent (`?` included, values URL-encoded), base64. It is appended last, itself URL-encoded.
 */
export function moonPaySignature(url: string, secretKey: string): string {
  return createHmac('sha256', secretKey).update(new URL(url).search).digest('base64')
}

export function signMoonPayUrl(url: string, secretKey: string): string {
  return `${url}&signature=${encodeURIComponent(moonPaySignature(url, secretKey))}`
}

/**
 * MoonPay's webhook check (dev.moonpay.com, "Request signing"): `Moonpay-Signature-V2: t=<seconds>,s=<hex>`, the
 * HMAC-SHA256 with the webhook key of `<t>.<body>`. Returns the timestamp in ms when the signature holds.
 */
export function verifyMoonPayWebhook(
  header: string,
  body: string,
  webhookKey: string,
): number | undefined {
  const parts = Object.fromEntries(
    header.split(',').map((part) => {
      const at = part.indexOf('=')
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()]
    }),
  )
  const t = parts.t
  const s = parts.s
  if (!t || !s || !/^\d{1,12}$/.test(t) || !/^[0-9a-f]{64}$/.test(s)) return undefined
  const expected = createHmac('sha256', webhookKey).update(`${t}.${body}`).digest()
  return timingSafeEqual(expected, Buffer.from(s, 'hex')) ? Number(t) * 1000 : undefined
}
