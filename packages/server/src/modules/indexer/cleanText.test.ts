import { describe, expect, it } from 'vitest'
import { cleanText } from './cleanText'

describe('cleanText', () => {
  it('removes what PostgreSQL refuses or what disguises a name', () => {
    expect(cleanText('\u0000', 200)).toBeNull()
    expect(cleanText('La\u0000tch\u202e USD', 200)).toBe('Latch USD')
    expect(cleanText('\ufeffLUSD\u200b', 32)).toBe('LUSD')
    expect(cleanText('  ', 32)).toBeNull()
    expect(cleanText(42, 32)).toBeNull()
  })

  it('keeps real text and never leaves half a character when it cuts', () => {
    expect(cleanText('Ünïcødé 🦊 Token', 200)).toBe('Ünïcødé 🦊 Token')
    expect(cleanText('ab🦊', 3)).toBe('ab')
    expect(cleanText('\ud800x', 10)).toBe('x')
  })
})
