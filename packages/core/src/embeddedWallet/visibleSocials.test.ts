import { describe, expect, it } from 'vitest'
import { visibleSocials } from './visibleSocials'

describe('visibleSocials', () => {
  const all = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
  const telegram = (platform: 'ios' | 'macos' | 'android' | 'web') => ({
    app: 'telegram',
    telegram: platform,
  })

  it('lists the app’s socials in its order outside Telegram, in any browser', () => {
    expect(visibleSocials(all, undefined)).toEqual([...all])
    expect(visibleSocials(all, { app: 'metamask', telegram: undefined })).toEqual([...all])
  })

  it('drops what cannot complete inside Telegram: google on iOS, x on Mac, facebook and x on Android', () => {
    expect(visibleSocials(all, telegram('ios'))).toEqual([
      'github',
      'apple',
      'facebook',
      'x',
      'discord',
    ])
    expect(visibleSocials(all, telegram('macos'))).toEqual([
      'google',
      'github',
      'apple',
      'facebook',
      'discord',
    ])
    expect(visibleSocials(all, telegram('android'))).toEqual([
      'google',
      'github',
      'apple',
      'discord',
    ])
    expect(visibleSocials(all, telegram('web'))).toEqual([...all])
  })
})
