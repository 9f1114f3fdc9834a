import { describe, expect, it } from 'vitest'
import { OAUTH_STATE_TTL_MS, oauthStateProblem } from './oauthStateProblem'

const issuedAt = 1_700_000_000_000
const state = {
  state: 's',
  provider: 'google' as const,
  codeVerifier: 'v',
  nonce: 'n',
  appOrigin: 'http://localhost:5173',
  projectId: 'latch-demo',
  createdAt: issuedAt,
  expiresAt: issuedAt + OAUTH_STATE_TTL_MS,
  used: false,
  deviceHash: 'hash-of-the-starting-device',
}

describe('oauthStateProblem', () => {
  it('accepts an unused state of the same project up to the last millisecond of its 10 minutes', () => {
    expect(OAUTH_STATE_TTL_MS).toBe(600_000)
    expect(oauthStateProblem(state, { now: issuedAt, projectId: 'latch-demo' })).toBeUndefined()
    expect(
      oauthStateProblem(state, { now: issuedAt + 599_999, projectId: 'latch-demo' }),
    ).toBeUndefined()
  })

  it('refuses it from the 10th minute on', () => {
    expect(oauthStateProblem(state, { now: issuedAt + 600_000, projectId: 'latch-demo' })).toBe(
      'expired',
    )
  })

  it('refuses an unknown, a used, or another project’s state', () => {
    expect(oauthStateProblem(undefined, { now: issuedAt, projectId: 'latch-demo' })).toBe('unknown')
    expect(
      oauthStateProblem({ ...state, used: true }, { now: issuedAt, projectId: 'latch-demo' }),
    ).toBe('used')
    expect(oauthStateProblem(state, { now: issuedAt, projectId: 'tiny' })).toBe('otherProject')
  })

  it('refuses another device’s finish, before saying whether the state is used or stale', () => {
    const request = { now: issuedAt, projectId: 'latch-demo' }
    expect(
      oauthStateProblem(state, { ...request, deviceHash: 'hash-of-the-starting-device' }),
    ).toBe(undefined)
    expect(oauthStateProblem(state, { ...request, deviceHash: 'hash-of-another-device' })).toBe(
      'otherDevice',
    )
    expect(
      oauthStateProblem({ ...state, used: true }, { ...request, deviceHash: 'hash-of-another' }),
    ).toBe('otherDevice')
    // A state with no device (stored before popups were bound) is finished by none.
    expect(
      oauthStateProblem({ ...state, deviceHash: null }, { ...request, deviceHash: 'any' }),
    ).toBe('otherDevice')
  })
})
