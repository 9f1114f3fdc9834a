import { describe, expect, it } from 'vitest'
import { seedWallets } from './seedWallets'
import { walletInput } from './walletInput'

const minimal = { id: 'acme', name: 'Acme Wallet' }
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes)
const problem = (value: unknown) => {
  const result = walletInput.safeParse(value)
  return result.success ? undefined : result.error.issues[0]?.path.join('.')
}

describe('walletInput', () => {
  it('fills what is absent with null and draws a monogram of the initials', () => {
    const wallet = walletInput.parse(minimal)
    expect(wallet).toMatchObject({
      id: 'acme',
      rank: 1000,
      rdns: null,
      homepage: null,
      links: { mobile: { native: null, universal: null }, web: null },
      stores: { ios: null, android: null, chrome: null, firefox: null, edge: null },
      chains: [],
      injectedIds: [],
    })
    expect(wallet.image.type).toBe('image/svg+xml')
    expect(text(wallet.image.bytes)).toMatch(/fill="#[0-9a-f]{6}".*>AW<\/text>/)
    expect(walletInput.parse(minimal).image).toEqual(wallet.image)
  })

  it('refuses links that are not what they claim: web or script schemes as native, http as universal', () => {
    const links = (mobile: object) => problem({ ...minimal, links: { mobile } })
    expect(links({ native: 'javascript://%0aalert(1)' })).toBe('links.mobile.native')
    expect(links({ native: 'https://example.com' })).toBe('links.mobile.native')
    expect(links({ native: 'metamask' })).toBe('links.mobile.native')
    expect(links({ universal: 'http://example.com' })).toBe('links.mobile.universal')
    expect(links({ native: 'okex://main', universal: 'https://example.com/ul' })).toBeUndefined()
    expect(problem({ ...minimal, stores: { ios: 'javascript:alert(1)' } })).toBe('stores.ios')
  })

  it('refuses an SVG that could run or load anything, and takes a plain one as is', () => {
    const svg = (image: string) => problem({ ...minimal, image })
    expect(svg('<svg><script>alert(1)</script></svg>')).toBe('image')
    expect(svg('<svg onload="alert(1)"></svg>')).toBe('image')
    expect(svg('<svg><image href="https://evil.example/x.png"/></svg>')).toBe('image')
    expect(svg('<svg><foreignObject/></svg>')).toBe('image')
    expect(svg('<html><svg></svg></html>')).toBe('image')
    const plain = '<svg xmlns="http://www.w3.org/2000/svg"><use href="#a"/></svg>'
    expect(text(walletInput.parse({ ...minimal, image: plain }).image.bytes)).toBe(plain)
  })

  it('takes a logo URL instead of an inline SVG: https only, up to 512 characters, not both', () => {
    const url = 'https://acme.example/logo.png'
    const wallet = walletInput.parse({ ...minimal, imageUrl: url })
    expect(wallet.imageUrl).toBe(url)
    // The monogram until the import command fetches the logo.
    expect(wallet.image).toEqual(walletInput.parse(minimal).image)
    expect(walletInput.parse(minimal).imageUrl).toBeNull()
    expect(problem({ ...minimal, imageUrl: 'http://acme.example/logo.png' })).toBe('imageUrl')
    expect(problem({ ...minimal, imageUrl: 'data:image/png;base64,AAAA' })).toBe('imageUrl')
    expect(problem({ ...minimal, imageUrl: `https://acme.example/${'a'.repeat(492)}` })).toBe(
      'imageUrl',
    )
    expect(
      problem({ ...minimal, imageUrl: `https://acme.example/${'a'.repeat(491)}` }),
    ).toBeUndefined()
    expect(problem({ ...minimal, imageUrl: url, image: '<svg></svg>' })).toBe('imageUrl')
  })

  it('refuses unknown fields, bad ids, chains and colours', () => {
    expect(problem({ ...minimal, logo: 'x' })).toBe('')
    expect(problem({ ...minimal, id: 'Meta Mask' })).toBe('id')
    expect(problem({ ...minimal, chains: ['ethereum'] })).toBe('chains.0')
    expect(problem({ ...minimal, chains: ['eip155:*', 'eip155:1'] })).toBeUndefined()
    expect(problem({ ...minimal, monogram: { colour: 'red' } })).toBe('monogram.colour')
  })

  it('holds the seed: at least 30 wallets, unique ids and rdns, each valid', () => {
    expect(seedWallets.length).toBeGreaterThanOrEqual(30)
    const parsed = seedWallets.map((wallet) => walletInput.parse(wallet))
    expect(new Set(parsed.map((wallet) => wallet.id)).size).toBe(parsed.length)
    const rdns = parsed.flatMap((wallet) => (wallet.rdns ? [wallet.rdns] : []))
    expect(new Set(rdns).size).toBe(rdns.length)
    for (const wallet of parsed) expect(wallet.chains.length, wallet.id).toBeGreaterThan(0)
  })
})
