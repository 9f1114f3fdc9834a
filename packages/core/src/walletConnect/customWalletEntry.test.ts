import { describe, expect, it } from 'vitest'
import { customWalletEntry, matchCustomWallets } from './customWalletEntry'
import { walletDeepLink } from './walletDeepLink'

const inHouse = {
  id: 'in-house',
  name: 'In-house Wallet',
  imageUrl: 'https://wallet.example/icon.svg',
  mobileLink: 'https://wallet.example/app',
  appStore: 'https://apps.apple.com/app/id42',
}

describe('customWalletEntry', () => {
  it('puts a web mobile link as the universal link, a scheme as the native one', () => {
    expect(customWalletEntry(inHouse).links.mobile).toEqual({
      universal: 'https://wallet.example/app',
      native: null,
    })
    expect(customWalletEntry({ ...inHouse, mobileLink: 'inhouse://' }).links.mobile).toEqual({
      universal: null,
      native: 'inhouse://',
    })
  })

  it('deep-links like a registry wallet, and falls back to its store page', () => {
    expect(walletDeepLink(customWalletEntry(inHouse), 'wc:1@2', 'ios')).toBe(
      'https://wallet.example/app/wc?uri=wc%3A1%402',
    )
    expect(
      walletDeepLink(customWalletEntry({ ...inHouse, mobileLink: undefined }), 'wc:1@2', 'ios'),
    ).toBe('https://apps.apple.com/app/id42')
  })
})

describe('matchCustomWallets', () => {
  const wallets = [inHouse, { id: 'b', name: 'Blue' }]
  it('finds by name from two characters, case-insensitively; shorter searches list all', () => {
    expect(matchCustomWallets(wallets, 'HOUSE').map((w) => w.id)).toEqual(['in-house'])
    expect(matchCustomWallets(wallets, 'b').map((w) => w.id)).toEqual(['in-house', 'b'])
    expect(matchCustomWallets(wallets, undefined)).toHaveLength(2)
    expect(matchCustomWallets(wallets, 'zz')).toEqual([])
  })
})
