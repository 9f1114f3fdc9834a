import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'

describe('readSolanaConfig', () => {
  it('names a bad solana entry and the rule it breaks', () => {
    expect(() =>
      loadConfig({
        LATCH_CHAINS: '[{"caipNetworkId":"solana:1","rpcUrl":"http://127.0.0.1:8899"}]',
      }),
    ).toThrow(/LATCH_CHAINS: .*solana:<first 32 base58 characters of the genesis hash>/)
  })

  it('serves the local Solana chain of the dev stack by default, beside the EVM chains', () => {
    const config = loadConfig({})
    expect(config.solana.chains).toEqual([
      { caipNetworkId: 'solana:DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp', rpcUrl: 'http://127.0.0.1:8899' },
    ])
    expect(config.tokens).toContainEqual({
      caipNetworkId: 'solana:DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp',
      address: 'native',
      priceUsd: 150,
    })
    // Base58 is case-sensitive: the mint keeps its case (EVM addresses are keyed lower case).
    expect(config.tokens).toContainEqual({
      caipNetworkId: 'solana:DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp',
      address: 'C96t1LAnvZJehRpqmcegwaKMTt6h3vscfJcqFs3hMmzB',
      priceUsd: 1,
    })
    expect(config.solana.mints).toEqual([
      {
        caipNetworkId: 'solana:DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp',
        mint: 'C96t1LAnvZJehRpqmcegwaKMTt6h3vscfJcqFs3hMmzB',
        name: 'Latch USD',
        symbol: 'LUSD',
      },
    ])
  })

  it('reads Solana entries of LATCH_CHAINS and LATCH_TOKENS apart from the EVM ones', () => {
    const mainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const usdc = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
    const config = loadConfig({
      LATCH_CHAINS: JSON.stringify([
        { caipNetworkId: 'eip155:1', rpcUrl: 'https://eth.example' },
        { caipNetworkId: mainnet, rpcUrl: 'https://sol.example' },
      ]),
      LATCH_TOKENS: JSON.stringify([
        { asset: `${mainnet}:native`, priceUsd: 140 },
        { asset: `${mainnet}:${usdc}`, priceUsd: 1, name: 'USD Coin', symbol: 'USDC' },
        { asset: `${mainnet}:So11111111111111111111111111111111111111112` },
      ]),
    })
    expect(config.chains).toEqual([
      { caipNetworkId: 'eip155:1', chainId: 1, rpcUrl: 'https://eth.example' },
    ])
    expect(config.solana.chains).toEqual([
      { caipNetworkId: mainnet, rpcUrl: 'https://sol.example' },
    ])
    expect(config.tokens).toEqual([
      { caipNetworkId: mainnet, address: 'native', priceUsd: 140 },
      { caipNetworkId: mainnet, address: usdc, priceUsd: 1 },
      {
        caipNetworkId: mainnet,
        address: 'So11111111111111111111111111111111111111112',
        priceUsd: undefined,
      },
    ])
    expect(config.solana.mints).toEqual([
      { caipNetworkId: mainnet, mint: usdc, name: 'USD Coin', symbol: 'USDC' },
      {
        caipNetworkId: mainnet,
        mint: 'So11111111111111111111111111111111111111112',
        name: undefined,
        symbol: undefined,
      },
    ])
    for (const caipNetworkId of [
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvd', // 31 characters
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpK', // 33
      'solana:0eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', // 0 is not base58
      'solana:',
      'bip122:000000000019d6689c085ae165831e93',
    ])
      expect(() =>
        loadConfig({
          LATCH_CHAINS: JSON.stringify([{ caipNetworkId, rpcUrl: 'https://x.example' }]),
        }),
      ).toThrow(/LATCH_CHAINS/)
    for (const asset of [
      `${mainnet}:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48`,
      `${mainnet}:${usdc}O`,
      'solana:1:native',
    ])
      expect(() => loadConfig({ LATCH_TOKENS: JSON.stringify([{ asset }]) })).toThrow(
        /LATCH_TOKENS/,
      )
    // Names are the operator's description of Solana mints; EVM tokens' come from the contract.
    expect(() =>
      loadConfig({
        LATCH_TOKENS: JSON.stringify([{ asset: 'eip155:1:native', name: 'Ether' }]),
      }),
    ).toThrow(/LATCH_TOKENS/)
    expect(() =>
      loadConfig({
        LATCH_TOKENS: JSON.stringify([{ asset: `${mainnet}:native`, symbol: 'SOL' }]),
      }),
    ).toThrow(/LATCH_TOKENS/)
  })
})
