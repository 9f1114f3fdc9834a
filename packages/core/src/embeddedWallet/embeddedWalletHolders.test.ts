import { describe, expect, it } from 'vitest'
import { solanaNamespace } from '../caip/solanaNamespace'
import { eip155TestNamespace } from '../testing/eip155TestNamespace'
import { createEmbeddedWalletHolders, namespaceOfChainId } from './embeddedWalletHolders'

describe('embedded wallet holders', () => {
  it('signs out only when the last namespace lets go', () => {
    const holders = createEmbeddedWalletHolders()
    holders.hold('eip155')
    holders.hold('solana')
    expect(holders.release('eip155')).toBe(false)
    expect(holders.release('solana')).toBe(true)
  })

  it('a side released twice, or one that never held, does not keep the other from signing out', () => {
    const holders = createEmbeddedWalletHolders()
    holders.hold('solana')
    expect(holders.release('eip155')).toBe(false)
    expect(holders.release('solana')).toBe(true)
    expect(holders.release('solana')).toBe(true)
  })

  it('a release naming no namespace lets every holder go', () => {
    const holders = createEmbeddedWalletHolders()
    holders.hold('eip155')
    holders.hold('solana')
    expect(holders.release()).toBe(true)
  })

  it("reads a chain id's namespace", () => {
    const descriptors = [eip155TestNamespace, solanaNamespace]
    expect(namespaceOfChainId(1, descriptors)).toBe('eip155')
    expect(namespaceOfChainId('0x1', descriptors)).toBe('eip155')
    expect(namespaceOfChainId('solana:DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp', descriptors)).toBe(
      'solana',
    )
    expect(
      namespaceOfChainId('solana:DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp', [eip155TestNamespace]),
    ).toBe(undefined)
  })
})
