import { describe, expect, it } from 'vitest'
import { walletAppLink } from './walletAppLink'
import { walletDeepLink, walletStorePage } from './walletDeepLink'

const uri = 'wc:abc@2?expiryTimestamp=1&relay-protocol=irn&symKey=00'
const encoded = encodeURIComponent(uri)
const stores = {
  ios: 'https://apps.apple.com/app/id1',
  android: 'https://play.google.com/x',
  chrome: null,
  firefox: null,
  edge: null,
}
const wallet = (native: string | null, universal: string | null) => ({
  links: { mobile: { native, universal }, desktop: { native: null, universal: null }, web: null },
  stores,
})

describe('walletDeepLink', () => {
  it('prefers the universal link, which falls back to the wallet page when the app is missing', () => {
    expect(walletDeepLink(wallet('metamask://', 'https://metamask.app.link/'), uri, 'ios')).toBe(
      `https://metamask.app.link/wc?uri=${encoded}`,
    )
  })

  it('uses the native scheme when there is no universal link', () => {
    expect(walletDeepLink(wallet('trust://', null), uri, 'android')).toBe(
      `trust://wc?uri=${encoded}`,
    )
    expect(walletDeepLink(wallet('okex://main', null), uri, 'ios')).toBe(
      `okex://main/wc?uri=${encoded}`,
    )
    expect(walletDeepLink(wallet('zerion', null), uri, 'ios')).toBe(`zerion://wc?uri=${encoded}`)
  })

  it('sends to the store page of the platform when the wallet has no link', () => {
    expect(walletDeepLink(wallet(null, null), uri, 'ios')).toBe(stores.ios)
    expect(walletDeepLink(wallet(null, null), uri, 'android')).toBe(stores.android)
    expect(walletDeepLink(wallet(null, null), uri, 'other')).toBeUndefined()
  })

  it('carries the whole URI, encoded, so its query survives', () => {
    const link = walletDeepLink(wallet(null, 'https://link.example'), uri, 'ios') ?? ''
    expect(new URL(link).searchParams.get('uri')).toBe(uri)
  })
})

describe('walletAppLink', () => {
  it('is the base later requests append /wc?requestId=… to: universal, else the native scheme', () => {
    expect(walletAppLink(wallet('rainbow://', 'https://rnbwapp.com/'))).toBe('https://rnbwapp.com')
    expect(walletAppLink(wallet('zerion', null))).toBe('zerion://')
    expect(walletAppLink(wallet('okex://main', null))).toBe('okex://main')
    expect(walletAppLink(wallet(null, null))).toBeUndefined()
  })
})

describe('walletStorePage', () => {
  it("is the platform's store page, none elsewhere", () => {
    expect(walletStorePage(wallet(null, null), 'ios')).toBe(stores.ios)
    expect(walletStorePage(wallet(null, null), 'android')).toBe(stores.android)
    expect(walletStorePage(wallet(null, null), 'other')).toBeUndefined()
  })
})
