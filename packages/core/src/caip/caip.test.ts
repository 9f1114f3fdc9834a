import { describe, expect, it } from 'vitest'
import { LatchError } from '../errors/LatchError'
import { formatCaipAddress, isCaipAddress, parseCaipAddress } from './caipAddress'
import { formatCaipNetworkId, isCaipNetworkId, parseCaipNetworkId } from './caipNetworkId'
import { chainNamespaces, isChainNamespace } from './chainNamespace'

describe('chain namespaces', () => {
  it('are the five of the spec', () => {
    expect(chainNamespaces).toEqual(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])
    expect(isChainNamespace('eip155')).toBe(true)
    expect(isChainNamespace('tron')).toBe(false)
    expect(isChainNamespace(155)).toBe(false)
  })
})

describe('network identifiers', () => {
  it('parse two non-empty parts with a known namespace', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ namespace: 'eip155', reference: '1' })
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      namespace: 'solana',
      reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    expect(formatCaipNetworkId('eip155', 31337)).toBe('eip155:31337')
  })

  it.each(['', 'eip155', 'eip155:', ':1', 'tron:1', 'eip155:1:2', 'EIP155:1'])(
    'rejects %j with "Invalid chainId"',
    (id) => {
      expect(isCaipNetworkId(id)).toBe(false)
      expect(() => parseCaipNetworkId(id)).toThrowError(
        new LatchError('invalidChainId', 'Invalid chainId'),
      )
    },
  )

  it('refuses to format an invalid identifier', () => {
    expect(() => formatCaipNetworkId('eip155', '')).toThrow('Invalid chainId')
  })
})

describe('chain address identifiers', () => {
  const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

  it('parse three non-empty parts with a known namespace', () => {
    expect(parseCaipAddress(`eip155:1:${address}`)).toEqual({
      namespace: 'eip155',
      reference: '1',
      address,
    })
    expect(formatCaipAddress('eip155', 1, address)).toBe(`eip155:1:${address}`)
  })

  it.each([
    '',
    'eip155:1',
    `eip155::${address}`,
    `:1:${address}`,
    'eip155:1:',
    `tron:1:${address}`,
    `eip155:1:${address}:x`,
  ])('rejects %j with "Invalid CAIP Address"', (value) => {
    expect(isCaipAddress(value)).toBe(false)
    expect(() => parseCaipAddress(value)).toThrow('Invalid CAIP Address')
  })

  it('is not fooled by non-strings', () => {
    expect(isCaipAddress(undefined)).toBe(false)
    expect(isCaipNetworkId({ toString: () => 'eip155:1' })).toBe(false)
  })
})
