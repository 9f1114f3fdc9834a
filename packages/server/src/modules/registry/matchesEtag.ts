/**
 * Whether an `If-None-Match` header names this entity tag, so the answer is 304 (RFC 9110 §13.1.2: weak
 * comparison, a list of tags, or `*`).
 */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || opaque(tag) === opaque(etag))
}
