import { describe, expect, it } from 'vitest'
import { mobilePlatform } from './mobilePlatform'

describe('mobilePlatform', () => {
  it('tells iOS, Android and anything else apart by the user agent', () => {
    expect(
      mobilePlatform(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      ),
    ).toBe('ios')
    expect(mobilePlatform('Mozilla/5.0 (Linux; Android 15; Pixel 9) Chrome/130 Mobile')).toBe(
      'android',
    )
    expect(mobilePlatform('Mozilla/5.0 (X11; Linux x86_64) Chrome/130')).toBe('other')
  })
})
