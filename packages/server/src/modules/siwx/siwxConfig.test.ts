import { expect, it } from 'vitest'
import { loadConfig } from '../../config'

it('reads the sign-in session lifetime and nonce limit, 7 days and 60 by default', () => {
  expect(loadConfig({}).siwx).toEqual({ sessionTtlSeconds: 604_800, noncesPerMinute: 60 })
  expect(
    loadConfig({ LATCH_SIWX_SESSION_TTL: '3600', LATCH_SIWX_NONCES_PER_MINUTE: '5' }).siwx,
  ).toEqual({ sessionTtlSeconds: 3600, noncesPerMinute: 5 })
  expect(() => loadConfig({ LATCH_SIWX_SESSION_TTL: '10' })).toThrow(/LATCH_SIWX_SESSION_TTL/)
})
