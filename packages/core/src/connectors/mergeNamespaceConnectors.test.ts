import { describe, expect, it } from 'vitest'
import type { Connector } from './Connector'
import { connectorInNamespace, mergeNamespaceConnectors } from './mergeNamespaceConnectors'

const evm = (id: string, name: string): Connector => ({
  id,
  name,
  type: 'ANNOUNCED',
  namespace: 'eip155',
})
const solana = (id: string, name: string): Connector => ({
  id,
  name,
  type: 'ANNOUNCED',
  namespace: 'solana',
})

describe('mergeNamespaceConnectors', () => {
  it('lists a wallet with an EVM and a Solana side once, where its first side was, with both connectors', () => {
    const phantomEvm = evm('app.phantom', 'Phantom')
    const phantomSolana = solana('wallet-standard:Phantom', 'Phantom')
    const merged = mergeNamespaceConnectors([
      phantomEvm,
      evm('io.metamask', 'MetaMask'),
      solana('wallet-standard:Backpack', 'Backpack'),
      phantomSolana,
    ])
    expect(merged.map((connector) => connector.id)).toEqual([
      'app.phantom',
      'io.metamask',
      'wallet-standard:Backpack',
    ])
    expect(merged[0]?.namespaceConnectors).toEqual([phantomEvm, phantomSolana])
    expect(merged[1]?.namespaceConnectors).toBeUndefined()
  })

  it('matches names whatever their case and surrounding spaces', () => {
    const merged = mergeNamespaceConnectors([
      evm('a', 'Latch Sample Wallet'),
      solana('b', ' latch sample wallet '),
    ])
    expect(merged).toHaveLength(1)
    expect(merged[0]?.namespaceConnectors?.map((connector) => connector.id)).toEqual(['a', 'b'])
  })

  it('never merges two connectors of one namespace, even with the same name', () => {
    const merged = mergeNamespaceConnectors([
      evm('a', 'Wallet'),
      evm('b', 'Wallet'),
      solana('c', 'Wallet'),
    ])
    expect(merged.map((connector) => connector.id)).toEqual(['a', 'b'])
    expect(merged[0]?.namespaceConnectors?.map((connector) => connector.id)).toEqual(['a', 'c'])
    expect(merged[1]?.namespaceConnectors).toBeUndefined()
  })

  it('returns the same objects when nothing is shared', () => {
    const list = [evm('a', 'A'), solana('b', 'B')]
    const merged = mergeNamespaceConnectors(list)
    expect(merged[0]).toBe(list[0])
    expect(merged[1]).toBe(list[1])
  })
})

describe('connectorInNamespace', () => {
  it("gives the wallet's side in a namespace, or nothing when it has none", () => {
    const [entry] = mergeNamespaceConnectors([evm('a', 'W'), solana('b', 'W')])
    expect(connectorInNamespace(entry as Connector, 'solana')?.id).toBe('b')
    expect(connectorInNamespace(evm('c', 'C'), 'eip155')?.id).toBe('c')
    expect(connectorInNamespace(evm('c', 'C'), 'solana')).toBeUndefined()
  })
})
