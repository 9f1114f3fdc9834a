import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checksumEvmAddress, hasValidChecksum, isEvmAddress } from './evmAddress'
import { isSolanaAddress } from './solanaAddress'

const hex40 = fc.stringMatching(/^[0-9a-f]{40}$/)

describe('EVM addresses', () => {
  it.each([
    ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', true],
    ['70997970c51812dc3a010c7d01b50e0d17dc79c8', true],
    ['0x70997970c51812dc3a010c7d01b50e0d17dc79c', false],
    ['0x70997970c51812dc3a010c7d01b50e0d17dc79c8a', false],
    ['0x70997970c51812dc3a010c7d01b50e0d17dc79cg', false],
    ['0X70997970c51812dc3a010c7d01b50e0d17dc79c8', false],
    ['', false],
    [42, false],
  ])('%j is an EVM address: %s', (value, valid) => {
    expect(isEvmAddress(value)).toBe(valid)
  })

  it('checksums as EIP-55 says (its test vectors)', () => {
    for (const address of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ]) {
      expect(checksumEvmAddress(address.toLowerCase())).toBe(address)
      expect(hasValidChecksum(address)).toBe(true)
    }
    expect(hasValidChecksum('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false)
    expect(() => checksumEvmAddress('0x12')).toThrow(TypeError)
  })

  it('any 40 hex digits, with or without 0x, checksum to the same valid address', () => {
    fc.assert(
      fc.property(hex40, (digits) => {
        const checksummed = checksumEvmAddress(digits)
        expect(checksummed.toLowerCase()).toBe(`0x${digits}`)
        expect(checksumEvmAddress(`0x${digits.toUpperCase()}`)).toBe(checksummed)
        expect(hasValidChecksum(checksummed)).toBe(true)
      }),
    )
  })
})

describe('Solana addresses', () => {
  it.each([
    ['5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d', true],
    ['11111111111111111111111111111111', true],
    ['1111111111111111111111111111111', false],
    ['5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9dX', false],
    ['0eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d', false],
    ['Oeykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d', false],
    ['Ieykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d', false],
    ['leykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d', false],
    [null, false],
  ])('%j is a Solana address: %s', (value, valid) => {
    expect(isSolanaAddress(value)).toBe(valid)
  })

  it('accepts every base58 string of 32 to 44 characters and nothing longer', () => {
    const base58 = fc.constantFrom(...'123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz')
    fc.assert(
      fc.property(fc.array(base58, { minLength: 1, maxLength: 60 }), (chars) => {
        const value = chars.join('')
        expect(isSolanaAddress(value)).toBe(value.length >= 32 && value.length <= 44)
      }),
    )
  })
})
