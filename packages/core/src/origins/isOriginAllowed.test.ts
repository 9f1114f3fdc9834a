import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isOriginAllowed, isValidOriginPattern } from './isOriginAllowed'

const cases: Array<[origin: string, allowList: string[], allowed: boolean]> = [
  // Exact entries
  ['https://example.com', ['example.com'], true],
  ['http://example.com', ['example.com'], true],
  ['https://example.com', ['https://example.com'], true],
  ['http://example.com', ['https://example.com'], false],
  ['https://EXAMPLE.com', ['example.com'], true],
  ['https://example.com', ['EXAMPLE.COM'], true],
  ['https://www.example.com', ['example.com'], false],
  ['http://localhost:5173', ['http://localhost:5173'], true],
  ['http://localhost:5174', ['http://localhost:5173'], false],
  ['http://localhost:5173', ['localhost'], false],
  ['http://localhost', ['localhost'], true],
  ['https://example.com:443', ['example.com'], true],
  ['https://example.com:8443', ['example.com'], false],
  ['https://example.com:8443', ['example.com:8443'], true],
  ['http://example.com:8443', ['https://example.com:8443'], false],
  ['http://127.0.0.1:8080', ['http://127.0.0.1:8080'], true],
  // Wildcards
  ['https://app.example.com', ['*.example.com'], true],
  ['https://a.b.example.com', ['*.example.com'], true],
  ['https://example.com', ['*.example.com'], false],
  ['https://app.example.com', ['https://*.example.com'], true],
  ['http://app.example.com', ['https://*.example.com'], false],
  ['https://app.example.com:3000', ['*.example.com:3000'], true],
  ['https://app.example.com:3001', ['*.example.com:3000'], false],
  // Look-alikes and suffix tricks
  ['https://evil-example.com', ['example.com'], false],
  ['https://evil-example.com', ['*.example.com'], false],
  ['https://example.com.evil.net', ['example.com'], false],
  ['https://example.com.evil.net', ['*.example.com'], false],
  ['https://notexample.com', ['*.example.com'], false],
  ['https://example.co', ['example.com'], false],
  // Userinfo, other schemes, junk
  ['https://example.com@evil.net', ['example.com'], false],
  ['https://user:pass@example.com', ['example.com'], false],
  ['javascript://example.com', ['example.com'], false],
  ['file://example.com', ['example.com'], false],
  ['chrome-extension://abc', ['*'], false],
  ['ws://example.com', ['example.com'], false],
  ['null', ['example.com'], false],
  ['', ['example.com'], false],
  ['https://example.com/path', ['example.com'], false],
  ['https://example.com', ['*'], false],
  ['https://example.com', ['*.com'], false],
  ['https://evil.com', ['example.*'], false],
  ['https://example.com', ['https://example.com/app'], false],
  ['https://example.com', [], false],
  ['https://example.com', ['other.org', 'example.com'], true],
]

describe('isOriginAllowed', () => {
  it.each(cases)('%s against %j → %s', (origin, allowList, allowed) => {
    expect(isOriginAllowed(origin, allowList)).toBe(allowed)
  })

  it('never allows a host that merely ends with the allowed name', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9-]{1,12}$/), (prefix) => {
        expect(isOriginAllowed(`https://${prefix}example.com`, ['*.example.com'])).toBe(false)
        expect(isOriginAllowed(`https://${prefix}.example.com`, ['*.example.com'])).toBe(true)
      }),
    )
  })

  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string()), (origin, list) => {
        expect(typeof isOriginAllowed(origin, list)).toBe('boolean')
      }),
    )
  })
})

describe('isValidOriginPattern', () => {
  it.each([
    ['example.com', true],
    ['*.example.com', true],
    ['https://*.example.com:8443', true],
    ['http://localhost:5173', true],
    ['*', false],
    ['*.com', false],
    ['exa*mple.com', false],
    ['https://example.com/path', false],
    ['user@example.com', false],
  ])('%s → %s', (entry, valid) => {
    expect(isValidOriginPattern(entry)).toBe(valid)
  })
})
