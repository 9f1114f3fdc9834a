import { describe, expect, it } from 'vitest'
import { matchesEtag } from './matchesEtag'

describe('matchesEtag', () => {
  const etag = '"abc"'
  it('matches the same tag, weakly, in a list, or *', () => {
    expect(matchesEtag('"abc"', etag)).toBe(true)
    expect(matchesEtag('W/"abc"', etag)).toBe(true)
    expect(matchesEtag('"x", "abc"', etag)).toBe(true)
    expect(matchesEtag('*', etag)).toBe(true)
  })
  it('does not match another tag, a missing header or an unquoted value', () => {
    expect(matchesEtag('"abd"', etag)).toBe(false)
    expect(matchesEtag(undefined, etag)).toBe(false)
    expect(matchesEtag('', etag)).toBe(false)
    expect(matchesEtag('abc', etag)).toBe(false)
  })
})
