import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { safeIconUrl } from './safeIconUrl'

describe('safeIconUrl', () => {
  it.each([
    'data:image/svg+xml;base64,PHN2Zy8+',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E',
    'https://wallet.example/icon.png',
    'http://localhost:5173/icon.svg',
  ])('keeps the image URL %s', (icon) => {
    expect(safeIconUrl(icon)).toBeDefined()
  })

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:application/javascript,alert(1)',
    'vbscript:msgbox',
    'file:///etc/passwd',
    'not a url',
    '',
  ])('drops %s', (icon) => {
    expect(safeIconUrl(icon)).toBeUndefined()
  })

  it('drops non-strings', () => {
    expect(safeIconUrl(undefined)).toBeUndefined()
    expect(safeIconUrl({ toString: () => 'https://x.example' })).toBeUndefined()
  })

  it('never passes a scheme other than data:image, http or https', () => {
    fc.assert(
      fc.property(fc.string(), (icon) => {
        const result = safeIconUrl(icon)
        if (result !== undefined) expect(result).toMatch(/^(data:image\/|https?:)/i)
      }),
    )
  })
})
