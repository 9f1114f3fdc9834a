import { describe, expect, it } from 'vitest'
import { addressExplorerUrl } from './addressExplorerUrl'
import { defineNetwork } from './defineNetwork'

const base = {
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.example'] } },
}

describe('addressExplorerUrl', () => {
  it('links to the address page of the explorer', () => {
    const network = defineNetwork({
      ...base,
      blockExplorers: { default: { name: 'Scan', url: 'https://scan.example/' } },
    })
    expect(addressExplorerUrl(network, '0xabc')).toBe('https://scan.example/address/0xabc')
  })

  it("keeps the explorer's path and query (a Solana cluster)", () => {
    const devnet = defineNetwork({
      ...base,
      blockExplorers: {
        default: { name: 'Explorer', url: 'https://explorer.example/?cluster=devnet' },
      },
    })
    expect(addressExplorerUrl(devnet, 'So11111111111111111111111111111111111111112')).toBe(
      'https://explorer.example/address/So11111111111111111111111111111111111111112?cluster=devnet',
    )
    const under = defineNetwork({
      ...base,
      blockExplorers: { default: { name: 'Scan', url: 'https://scan.example/chain/7//' } },
    })
    expect(addressExplorerUrl(under, '0xabc')).toBe('https://scan.example/chain/7/address/0xabc')
  })

  it('is absent when the network has no explorer', () => {
    expect(addressExplorerUrl(defineNetwork(base), '0xabc')).toBeUndefined()
    expect(addressExplorerUrl(undefined, '0xabc')).toBeUndefined()
  })

  it('derives the CAIP-2 id', () => {
    expect(defineNetwork(base).caipNetworkId).toBe('eip155:1')
  })
})
