import { describe, expect, it } from 'vitest'
import { partitionedCookieStorage } from './partitionedCookieStorage'

/** A cookie jar that records what was written and answers like `document.cookie`. */
function cookieJar() {
  const jar = new Map<string, string>()
  const written: string[] = []
  return {
    written,
    get cookie() {
      return [...jar].map(([key, value]) => `${key}=${value}`).join('; ')
    },
    set cookie(line: string) {
      written.push(line)
      const [pair = '', ...attributes] = line.split('; ')
      const [key = '', value = ''] = pair.split('=')
      if (attributes.includes('Max-Age=0')) jar.delete(key)
      else jar.set(key, value)
    },
  }
}

describe('partitionedCookieStorage', () => {
  it('keeps values in Secure, SameSite=None, Partitioned cookies for 30 days, and removes them', () => {
    const document = cookieJar()
    const storage = partitionedCookieStorage(document)
    storage.setItem('latch.session', 'a b;c=d')
    storage.setItem('latch.device', 'device-1')
    expect(storage.getItem('latch.session')).toBe('a b;c=d')
    expect(storage.getItem('latch.device')).toBe('device-1')
    expect(storage.getItem('latch.chainId')).toBeNull()
    expect(document.written[0]).toBe(
      'latch.session=a%20b%3Bc%3Dd; Path=/; Max-Age=2592000; Secure; SameSite=None; Partitioned',
    )
    storage.removeItem('latch.session')
    expect(storage.getItem('latch.session')).toBeNull()
    expect(storage.getItem('latch.device')).toBe('device-1')
  })
})
