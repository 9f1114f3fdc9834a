import { describe, expect, it } from 'vitest'
import { shortenAddress } from './shortenAddress'

describe('shortenAddress', () => {
  it('keeps the first 6 and the last 4 characters', () => {
    expect(shortenAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe('0x7099…79C8')
  })

  it('leaves strings that would not get shorter', () => {
    expect(shortenAddress('0x1234567890')).toBe('0x1234567890')
    expect(shortenAddress('0x12345678901')).toBe('0x12345678901')
    expect(shortenAddress('0x123456789012')).toBe('0x1234…9012')
  })
})
