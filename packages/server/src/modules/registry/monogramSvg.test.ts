import { describe, expect, it } from 'vitest'
import { initials, luminance, monogramSvg, readableTextColour } from './monogramSvg'

describe('monogram icons', () => {
  it('takes two words’ first letters, else the capitals, else the first letter', () => {
    expect(initials('Trust Wallet')).toBe('TW')
    expect(initials('Ledger Live')).toBe('LL')
    expect(initials('MetaMask')).toBe('MM')
    expect(initials('TokenPocket')).toBe('TP')
    expect(initials('Rainbow')).toBe('R')
    expect(initials('imToken')).toBe('I')
    expect(initials('1inch Wallet')).toBe('1W')
    expect(initials('')).toBe('?')
  })

  it('measures WCAG luminance at its ends and mid-grey', () => {
    expect(luminance('#000000')).toBe(0)
    expect(luminance('#ffffff')).toBeCloseTo(1, 10)
    expect(luminance('#777777')).toBeCloseTo(0.1845, 3)
  })

  it('writes white on dark colours and near-black on light ones', () => {
    expect(readableTextColour('#0052ff')).toBe('#ffffff')
    expect(readableTextColour('#000000')).toBe('#ffffff')
    expect(readableTextColour('#12ff80')).toBe('#111111')
    expect(readableTextColour('#ffbf00')).toBe('#111111')
    // MetaMask orange: white reaches 2.5:1, near-black 7.4:1.
    expect(readableTextColour('#f6851b')).toBe('#111111')
  })

  it('draws the text escaped on a rounded square of the colour', () => {
    const svg = monogramSvg({ text: 'A&<', background: '#0052ff' })
    expect(svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
        '<rect width="96" height="96" rx="24" fill="#0052ff"/>' +
        '<text x="48" y="49" dominant-baseline="central" text-anchor="middle" fill="#ffffff"' +
        ` font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"` +
        ' font-size="34" font-weight="700">A&amp;&lt;</text></svg>',
    )
    expect(monogramSvg({ text: 'MM', background: '#f6851b' })).toContain('font-size="44"')
  })
})
