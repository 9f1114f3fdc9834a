// Characters a token name may not carry into the database or a wallet's screen: controls (Cc; NUL is refused
// by PostgreSQL's text type) and format characters (Cf: zero-width, bidirectional overrides, BOM), which
// disguise a name.
const unsafe = /[\p{Cc}\p{Cf}]/gu
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/** Text read from a contract, made safe to store and show: null when nothing printable is left. */
export function cleanText(value: unknown, maxLength: number): string | null {
  if (typeof value !== 'string') return null
  const clean = value.replace(unsafe, '').slice(0, maxLength).replace(loneSurrogate, '').trim()
  return clean === '' ? null : clean
}
