import { describe, expect, it } from 'vitest'
import type { SiwxMessage } from './SiwxMessage'
import { messageProblem, sessionExpiry } from './siwxRules'

const now = Date.parse('2026-11-23T12:00:00.000Z')
const message: SiwxMessage = {
  namespace: 'eip155',
  chainReference: '31337',
  accountAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  domain: 'app.example.com',
  uri: 'https://app.example.com/login',
  version: '1',
  nonce: 'abcdef0123456789',
  issuedAt: new Date(now),
}
const context = {
  now,
  allowedOrigins: ['https://app.example.com', 'http://localhost:5173', 'https://*.wild.example'],
  isServedChain: (id: string) => id === 'eip155:31337',
}
const at = (offsetMs: number) => new Date(now + offsetMs)

describe('messageProblem', () => {
  it('accepts a fresh message for an allowed origin on a served chain', () => {
    expect(messageProblem(message, context)).toBeUndefined()
    expect(
      messageProblem(
        { ...message, domain: 'localhost:5173', uri: 'http://localhost:5173/' },
        context,
      ),
    ).toBeUndefined()
    expect(
      messageProblem(
        { ...message, domain: 'a.wild.example', uri: 'https://b.wild.example/' },
        context,
      ),
    ).toBeUndefined()
  })

  it.each<[string, Partial<SiwxMessage>, string]>([
    [
      'another domain',
      { domain: 'evil.example.com' },
      'The domain evil.example.com is not one of the project’s allowed origins',
    ],
    [
      'the right host on another port',
      { domain: 'localhost:5174', uri: 'http://localhost:5174/' },
      'The domain localhost:5174 is not one of the project’s allowed origins',
    ],
    [
      'a scheme the origin does not have',
      { domain: 'localhost:5173', scheme: 'https', uri: 'http://localhost:5173/' },
      'The domain localhost:5173 is not one of the project’s allowed origins',
    ],
    [
      'a URI elsewhere',
      { uri: 'https://evil.example.com/' },
      'The message’s URI is not on one of the project’s allowed origins',
    ],
    [
      'a URI without an origin',
      { uri: 'urn:uuid:1234' },
      'The message’s URI is not on one of the project’s allowed origins',
    ],
    ['version 2', { version: '2' }, 'The message’s Version must be 1'],
    ['an unserved chain', { chainReference: '1' }, 'The chain eip155:1 is not supported'],
    ['issued 61 s ahead', { issuedAt: at(61_000) }, 'The message’s Issued At is in the future'],
    [
      'issued over 5 minutes ago',
      { issuedAt: at(-300_001) },
      'The message was issued more than 5 minutes ago: sign a new one',
    ],
    [
      'not before 61 s ahead',
      { notBefore: at(61_000) },
      'The message is not valid yet (Not Before)',
    ],
    ['expired 60 s ago', { expirationTime: at(-60_000) }, 'The message has expired'],
  ])('refuses %s', (_name, change, problem) => {
    expect(messageProblem({ ...message, ...change }, context)).toBe(problem)
  })

  it('takes a message only from the page its domain names, when a browser says which page sent it', () => {
    const from = (requestOrigin: string) => ({ ...context, requestOrigin })
    expect(messageProblem(message, from('https://app.example.com'))).toBeUndefined()
    const local = { ...message, domain: 'localhost:5173', uri: 'http://localhost:5173/' }
    expect(messageProblem(local, from('http://localhost:5173'))).toBeUndefined()
    // Both pages are the project's, yet one may not hand in what the wallet signed for the other.
    expect(messageProblem(local, from('https://app.example.com'))).toBe(
      'The domain localhost:5173 is not the site that sent this request (https://app.example.com)',
    )
    expect(messageProblem({ ...message, scheme: 'https' }, from('http://app.example.com'))).toBe(
      'The domain app.example.com is not the site that sent this request (http://app.example.com)',
    )
    expect(messageProblem(message, from('null'))).toBe(
      'The domain app.example.com is not the site that sent this request (null)',
    )
  })

  it('allows 60 s of clock skew', () => {
    expect(messageProblem({ ...message, issuedAt: at(60_000) }, context)).toBeUndefined()
    expect(messageProblem({ ...message, notBefore: at(60_000) }, context)).toBeUndefined()
    expect(messageProblem({ ...message, expirationTime: at(-59_999) }, context)).toBeUndefined()
    expect(messageProblem({ ...message, issuedAt: at(-300_000) }, context)).toBeUndefined()
  })

  it('refuses every domain when the project allows no origin', () => {
    expect(messageProblem(message, { ...context, allowedOrigins: [] })).toMatch(/not one of/)
  })
})

describe('sessionExpiry', () => {
  const week = 7 * 24 * 3600_000
  it('is the lifetime, or the message’s expiration time when earlier', () => {
    expect(sessionExpiry(message, now, week)).toBe(now + week)
    expect(sessionExpiry({ ...message, expirationTime: at(3600_000) }, now, week)).toBe(
      now + 3600_000,
    )
    expect(sessionExpiry({ ...message, expirationTime: at(2 * week) }, now, week)).toBe(now + week)
  })
})
