import { describe, expect, it } from 'vitest'
import { canonicalOrigin } from './canonicalOrigin'

describe('canonicalOrigin', () => {
  it('keeps what a browser sends', () => {
    expect(canonicalOrigin('http://localhost:5173')).toBe('http://localhost:5173')
    expect(canonicalOrigin('https://app.example.com')).toBe('https://app.example.com')
  })
  it('refuses every other spelling of it', () => {
    for (const header of [
      'HTTP://LOCALHOST:5173',
      'http://localhost:05173',
      'http://local%68ost:5173',
      'https://app.example.com:443',
      'https://app.example.com/',
      'null',
      '',
    ])
      expect(canonicalOrigin(header)).toBeUndefined()
  })
})
