import { describe, expect, it } from 'vitest'
import { loginCooldown } from './authRules'
import { hashOtp, newOtp, sameHash } from './authSecrets'

describe('loginCooldown', () => {
  it('allows the first login, then none for 30 s, counting the seconds left rounded up (behaviour.md §5)', () => {
    expect(loginCooldown(undefined, 5_000)).toEqual({ allowed: true })
    expect(loginCooldown(1_000_000, 1_000_001)).toEqual({
      allowed: false,
      retryInMs: 29_999,
      message: 'Please try again after 30 seconds',
    })
    expect(loginCooldown(1_000_000, 1_029_000)).toMatchObject({
      message: 'Please try again after 1 seconds',
    })
    expect(loginCooldown(1_000_000, 1_030_000)).toEqual({ allowed: true })
  })
})

describe('codes', () => {
  it('are six digits, leading zeros kept', () => {
    const codes = Array.from({ length: 2_000 }, newOtp)
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true)
    expect(new Set(codes).size).toBeGreaterThan(1_990)
  })

  it('are stored as a hash keyed by the secret and bound to their row', () => {
    const hash = hashOtp('secret-a', 'row-1', '123456')
    expect(hash).not.toContain('123456')
    expect(sameHash(hash, hashOtp('secret-a', 'row-1', '123456'))).toBe(true)
    expect(sameHash(hash, hashOtp('secret-b', 'row-1', '123456'))).toBe(false)
    expect(sameHash(hash, hashOtp('secret-a', 'row-2', '123456'))).toBe(false)
    expect(sameHash(hash, hashOtp('secret-a', 'row-1', '123457'))).toBe(false)
    expect(sameHash(hash, 'short')).toBe(false)
  })
})
