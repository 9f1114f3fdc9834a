import { describe, expect, it } from 'vitest'
import { readProfile } from './readProfile'

describe('readProfile', () => {
  it('reads OIDC claims, with the e-mail only when verified (Apple writes "true")', () => {
    expect(
      readProfile('google', {
        sub: '1234',
        email: 'visitor@example.com',
        email_verified: true,
        name: 'Test Visitor',
      }),
    ).toEqual({ subject: '1234', email: 'visitor@example.com', name: 'Test Visitor' })
    expect(
      readProfile('apple', {
        sub: 'a.1',
        email: 'x@privaterelay.appleid.com',
        email_verified: 'true',
      }),
    ).toEqual({ subject: 'a.1', email: 'x@privaterelay.appleid.com', name: null })
    expect(
      readProfile('google', { sub: '1', email: 'unverified@example.com', email_verified: false }),
    ).toEqual({ subject: '1', email: null, name: null })
    expect(readProfile('google', { sub: '1', email: 'no-flag@example.com' })?.email).toBeNull()
    expect(
      readProfile('google', { sub: '1', email: 'not an address', email_verified: true })?.email,
    ).toBeNull()
  })

  it("reads the OAuth 2.0 providers' own profiles", () => {
    expect(
      readProfile('github', {
        id: 583231,
        login: 'octocat',
        name: null,
        email: 'octo@example.com',
      }),
    ).toEqual({ subject: '583231', email: 'octo@example.com', name: 'octocat' })
    expect(
      readProfile('discord', {
        id: '80351110224678912',
        username: 'nelly',
        global_name: 'Nelly',
        email: 'nelly@example.com',
        verified: false,
      }),
    ).toEqual({ subject: '80351110224678912', email: null, name: 'Nelly' })
    expect(readProfile('facebook', { id: '10', name: 'Fay', email: 'fay@example.com' })).toEqual({
      subject: '10',
      email: 'fay@example.com',
      name: 'Fay',
    })
    expect(
      readProfile('x', { data: { id: '2244994945', name: 'X Dev', username: 'xdevelopers' } }),
    ).toEqual({
      subject: '2244994945',
      email: null,
      name: 'X Dev',
    })
  })

  it('gives nothing without a subject', () => {
    expect(readProfile('github', { login: 'octocat' })).toBeUndefined()
    expect(readProfile('google', { email: 'a@example.com' })).toBeUndefined()
    expect(readProfile('x', { id: '1' })).toBeUndefined()
    expect(readProfile('google', undefined)).toBeUndefined()
    expect(readProfile('discord', { id: '' })).toBeUndefined()
  })
})
