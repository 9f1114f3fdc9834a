// Characters a token name may not carry into the database or a wallet's screen: C0/C1 controls (NUL is
// refused by PostgreSQL's text type), zero-width and bidirectional overrides (they disguise a name), and BOMs.
const unsafe = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/** Text read from a contract, made safe to store and show: null when nothing printable is left. */
export function cleanText(value: unknown, maxLength: number): string | null {
  if (typeof value !== 'string') return null
  const clean = value.replace(unsafe, '').slice(0, maxLength).replace(loneSurrogate, '').trim()
  return clean === '' ? null : clean
}
