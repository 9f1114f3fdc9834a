import { describe, expect, it } from 'vitest'
import { solanaDevnet, solanaLocal, solanaMainnet } from './solanaNetworks'
import {
  caipNetworkIdOfWalletChain,
  listsNetwork,
  walletStandardChainOf,
} from './walletStandardChain'

describe('walletStandardChainOf', () => {
  it('names the three networks as wallets know them', () => {
    expect(walletStandardChainOf(solanaMainnet.caipNetworkId)).toBe('solana:mainnet')
    expect(walletStandardChainOf(solanaDevnet.caipNetworkId)).toBe('solana:devnet')
    expect(walletStandardChainOf(solanaLocal.caipNetworkId)).toBe('solana:localnet')
    expect(walletStandardChainOf('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')).toBe('solana:testnet')
  })

  it('knows no other network unless the app names it', () => {
    const other = 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K'
    expect(walletStandardChainOf(other)).toBeUndefined()
    expect(walletStandardChainOf('eip155:1')).toBeUndefined()
    expect(walletStandardChainOf('toString')).toBeUndefined()
    expect(walletStandardChainOf(other, { [other]: 'solana:localnet' })).toBe('solana:localnet')
  })

  it('maps back', () => {
    expect(caipNetworkIdOfWalletChain('solana:mainnet')).toBe(solanaMainnet.caipNetworkId)
    expect(caipNetworkIdOfWalletChain('solana:localnet')).toBe(solanaLocal.caipNetworkId)
    expect(caipNetworkIdOfWalletChain('solana:nowhere')).toBeUndefined()
  })
})

describe('listsNetwork', () => {
  it('finds a network by its wallet name or its CAIP-2 id', () => {
    expect(listsNetwork(['solana:devnet'], solanaDevnet.caipNetworkId)).toBe(true)
    expect(listsNetwork([solanaDevnet.caipNetworkId], solanaDevnet.caipNetworkId)).toBe(true)
    expect(listsNetwork(['solana:mainnet'], solanaDevnet.caipNetworkId)).toBe(false)
    expect(listsNetwork([], solanaMainnet.caipNetworkId)).toBe(false)
  })
})
