import { describe, expect, it } from 'vitest'
import { loadPlatformConfig } from './platformConfig'

describe('loadPlatformConfig', () => {
  it('names a bad value without echoing secrets', () => {
    expect(() => loadPlatformConfig({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => loadPlatformConfig({ LATCH_CHAINS: 'not json' })).toThrow(/LATCH_CHAINS/)
    expect(() =>
      loadPlatformConfig({
        LATCH_CHAINS: '[{"caipNetworkId":"solana:1","rpcUrl":"http://127.0.0.1:8899"}]',
      }),
    ).toThrow(/LATCH_CHAINS: .*solana:<first 32 base58 characters of the genesis hash>/)
    const error = (() => {
      try {
        loadPlatformConfig({ DATABASE_URL: 'mysql://root:hunter2@db/latch' })
      } catch (caught) {
        return caught as Error
      }
    })()
    expect(error?.message).toMatch(/DATABASE_URL/)
    expect(error?.message).not.toContain('hunter2')
  })

  it('serves the local Solana chain of the dev stack by default, beside the EVM chains', () => {
    const config = loadPlatformConfig({})
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
    const config = loadPlatformConfig({
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
        loadPlatformConfig({
          LATCH_CHAINS: JSON.stringify([{ caipNetworkId, rpcUrl: 'https://x.example' }]),
        }),
      ).toThrow(/LATCH_CHAINS/)
    for (const asset of [
      `${mainnet}:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48`,
      `${mainnet}:${usdc}O`,
      'solana:1:native',
    ])
      expect(() => loadPlatformConfig({ LATCH_TOKENS: JSON.stringify([{ asset }]) })).toThrow(
        /LATCH_TOKENS/,
      )
    // Names are the operator's description of Solana mints; EVM tokens' come from the contract.
    expect(() =>
      loadPlatformConfig({
        LATCH_TOKENS: JSON.stringify([{ asset: 'eip155:1:native', name: 'Ether' }]),
      }),
    ).toThrow(/LATCH_TOKENS/)
    expect(() =>
      loadPlatformConfig({
        LATCH_TOKENS: JSON.stringify([{ asset: `${mainnet}:native`, symbol: 'SOL' }]),
      }),
    ).toThrow(/LATCH_TOKENS/)
  })

  it('refuses a production start without a mail server: the dev inbox never runs there', () => {
    const kek = `k1:${Buffer.alloc(32, 7).toString('base64')}`
    expect(() => loadPlatformConfig({ NODE_ENV: 'production', LATCH_KEK: kek })).toThrow(
      /^Invalid server configuration:\n {2}SMTP_URL: required in production, the mail server that sends login codes/,
    )
    // Both missing: both named.
    expect(() => loadPlatformConfig({ NODE_ENV: 'production' })).toThrow(
      /LATCH_KEK: .*\n {2}SMTP_URL: /,
    )
    expect(
      loadPlatformConfig({
        NODE_ENV: 'production',
        LATCH_KEK: kek,
        SMTP_URL: 'smtps://mail.example.com',
      }).mail.smtpUrl,
    ).toBe('smtps://mail.example.com')
    // Development keeps the built-in sink.
    expect(loadPlatformConfig({}).mail.smtpUrl).toBeUndefined()
  })

  it('runs several workers only on PostgreSQL', () => {
    expect(() => loadPlatformConfig({ LATCH_WORKERS: '2' })).toThrow(/DATABASE_URL/)
    expect(
      loadPlatformConfig({ LATCH_WORKERS: '2', DATABASE_URL: 'postgres://db/latch' }).workers,
    ).toBe(2)
    expect(loadPlatformConfig({}).workers).toBe(1)
  })

  it('moves its clock on request only for tests (LATCH_DEV_CLOCK), never in production', () => {
    expect(loadPlatformConfig({}).devClock).toBe(false)
    expect(loadPlatformConfig({ LATCH_DEV_CLOCK: '1' }).devClock).toBe(true)
    expect(() =>
      loadPlatformConfig({
        LATCH_DEV_CLOCK: '1',
        NODE_ENV: 'production',
        LATCH_KEK: `k1:${'A'.repeat(43)}=`,
      }),
    ).toThrow(/LATCH_DEV_CLOCK: a test aid that moves the clock, never in production/)
  })

  it('reads the token list keyed on chain and contract, and refuses prices by symbol', () => {
    const { tokens } = loadPlatformConfig({
      LATCH_TOKENS:
        '[{"asset":"eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48","priceUsd":1},{"asset":"eip155:1:native"}]',
    })
    expect(tokens).toEqual([
      {
        caipNetworkId: 'eip155:1',
        address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
        priceUsd: 1,
      },
      { caipNetworkId: 'eip155:1', address: 'native', priceUsd: undefined },
    ])
    expect(() => loadPlatformConfig({ LATCH_TOKENS: '{"ETH":3000}' })).toThrow(/LATCH_TOKENS/)
    expect(loadPlatformConfig({}).tokens).toContainEqual({
      caipNetworkId: 'eip155:31337',
      address: 'native',
      priceUsd: 3000,
    })
  })

  it('reads the swap chains (LATCH_SWAP), none by default, only among LATCH_CHAINS', () => {
    expect(loadPlatformConfig({}).swap).toEqual([])
    const router = '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707'
    const swap = {
      caipNetworkId: 'eip155:31337',
      router,
      factory: '0x0000000000000000000000000000000000000001',
      weth: '0x0000000000000000000000000000000000000002',
      usdStable: '0x0000000000000000000000000000000000000003',
    }
    expect(loadPlatformConfig({ LATCH_SWAP: JSON.stringify([swap]) }).swap).toEqual([
      { ...swap, router: router.toLowerCase() },
    ])
    expect(() => loadPlatformConfig({ LATCH_SWAP: '{"router":"x"}' })).toThrow(/LATCH_SWAP/)
    expect(() =>
      loadPlatformConfig({ LATCH_SWAP: JSON.stringify([{ ...swap, router: '0x12' }]) }),
    ).toThrow(/LATCH_SWAP/)
    expect(() =>
      loadPlatformConfig({ LATCH_SWAP: JSON.stringify([{ ...swap, caipNetworkId: 'eip155:1' }]) }),
    ).toThrow(/LATCH_SWAP: eip155:1 is not one of LATCH_CHAINS/)
  })
})
