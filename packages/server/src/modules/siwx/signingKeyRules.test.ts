import { describe, expect, it } from 'vitest'
import {
  KEY_PUBLISH_AHEAD_MS,
  KEY_ROTATION_MS,
  needsNewKey,
  publishedKeys,
  signingKey,
} from './signingKeyRules'

const day = 24 * 3600_000
const lifetime = 7 * day
const key = (kid: string, createdAt: number, kekId = 'k1') => ({ kid, kekId, createdAt })

describe('signingKey', () => {
  it('is none without keys, the first key at once, a later one once published long enough', () => {
    expect(signingKey([], 0)).toBeUndefined()
    const a = key('a', 1000)
    expect(signingKey([a], 1000)).toBe(a)
    const b = key('b', 5000)
    expect(signingKey([b, a], 5000)).toBe(a)
    expect(signingKey([b, a], 5000 + KEY_PUBLISH_AHEAD_MS - 1)).toBe(a)
    expect(signingKey([b, a], 5000 + KEY_PUBLISH_AHEAD_MS)).toBe(b)
  })

  it('orders keys created together by kid, alike on every instance', () => {
    const keys = [key('y', 0), key('x', 0)]
    expect(signingKey(keys, 0)?.kid).toBe('x')
    expect(signingKey(keys, KEY_PUBLISH_AHEAD_MS)?.kid).toBe('y')
  })
})

describe('needsNewKey', () => {
  it('wants a first key, a successor at 30 days, and one under a new KEK', () => {
    expect(needsNewKey([], 0, 'k1')).toBe(true)
    expect(needsNewKey([key('a', 0)], KEY_ROTATION_MS - 1, 'k1')).toBe(false)
    expect(needsNewKey([key('a', 0)], KEY_ROTATION_MS, 'k1')).toBe(true)
    expect(needsNewKey([key('a', 0), key('b', KEY_ROTATION_MS)], KEY_ROTATION_MS + 1, 'k1')).toBe(
      false,
    )
    expect(needsNewKey([key('a', 0)], 1, 'k2')).toBe(true)
  })
})

describe('publishedKeys', () => {
  it('keeps an older key until the tokens it signed have expired', () => {
    const a = key('a', 0)
    const b = key('b', 30 * day)
    const bSigns = 30 * day + KEY_PUBLISH_AHEAD_MS
    expect(publishedKeys([a], 0, lifetime)).toEqual([a])
    expect(publishedKeys([a, b], 30 * day, lifetime)).toEqual([a, b])
    expect(publishedKeys([a, b], bSigns + lifetime - 1, lifetime)).toEqual([a, b])
    expect(publishedKeys([a, b], bSigns + lifetime, lifetime)).toEqual([b])
  })
})
