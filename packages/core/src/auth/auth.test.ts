import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createEmailLoginThrottle } from './createEmailLoginThrottle'
import { isOtp, isValidEmail } from './email'
import {
  defaultConnectMethodsOrder,
  filterSocialsForTelegram,
  isSocialProvider,
  socialProviders,
} from './socialProviders'

describe('e-mail and OTP', () => {
  it.each([
    ['ada@example.com', true],
    ['ada.lovelace+latch@mail.example.co.uk', true],
    ['a@b.io', true],
    ['ada@localhost', false],
    ['ada@@example.com', false],
    ['ada example@example.com', false],
    ['@example.com', false],
    ['ada@example.', false],
    ['ada@-example.com', false],
    ['', false],
    [`${'a'.repeat(250)}@example.com`, false],
    [null, false],
  ])('%j is an e-mail: %s', (value, valid) => {
    expect(isValidEmail(value)).toBe(valid)
  })

  it('never accepts a string with whitespace or without exactly one @', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        if (isValidEmail(value)) {
          expect(value.split('@')).toHaveLength(2)
          expect(/\s/.test(value)).toBe(false)
        }
      }),
    )
  })

  it('an OTP is a string of digits', () => {
    expect(isOtp('123456')).toBe(true)
    expect(isOtp(123456)).toBe(false)
    expect(isOtp('12a456')).toBe(false)
    expect(isOtp('')).toBe(false)
  })
})

describe('createEmailLoginThrottle', () => {
  it('refuses a new login within 30 s, counting the seconds left rounded up', () => {
    let time = 1_000_000
    const throttle = createEmailLoginThrottle(() => time)
    expect(throttle.attempt()).toEqual({ allowed: true })
    time += 1
    expect(throttle.attempt()).toEqual({
      allowed: false,
      retryInMs: 29_999,
      message: 'Please try again after 30 seconds',
    })
    time += 28_999
    expect(throttle.attempt()).toMatchObject({ message: 'Please try again after 1 seconds' })
    time += 1_000
    expect(throttle.attempt()).toEqual({ allowed: true })
  })
})

describe('social providers', () => {
  it('allows exactly the six of the spec', () => {
    expect(socialProviders).toEqual(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
    expect(isSocialProvider('github')).toBe(true)
    expect(isSocialProvider('twitter')).toBe(false)
    expect(isSocialProvider('Google')).toBe(false)
  })

  it('drops what Telegram cannot complete on each platform', () => {
    const all = [...socialProviders]
    expect(filterSocialsForTelegram(all, 'ios')).toEqual([
      'github',
      'apple',
      'facebook',
      'x',
      'discord',
    ])
    expect(filterSocialsForTelegram(all, 'macos')).toEqual([
      'google',
      'github',
      'apple',
      'facebook',
      'discord',
    ])
    expect(filterSocialsForTelegram(all, 'android')).toEqual([
      'google',
      'github',
      'apple',
      'discord',
    ])
    expect(filterSocialsForTelegram(all, 'web')).toEqual(all)
  })

  it('orders connect methods e-mail, social, wallet by default', () => {
    expect(defaultConnectMethodsOrder).toEqual(['email', 'social', 'wallet'])
  })
})
