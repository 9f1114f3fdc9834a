import { describe, expect, it } from 'vitest'
import { loadPlatformConfig } from './platformConfig'

describe('loadPlatformConfig', () => {
  it('names a bad value without echoing secrets', () => {
    expect(() => loadPlatformConfig({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => loadPlatformConfig({ LATCH_CHAINS: 'not json' })).toThrow(/LATCH_CHAINS/)
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

  it('hands each namespace its own entries, and refuses one no module claims', () => {
    const bitcoin = 'bip122:000000000019d6689c085ae165831e93'
    const env = {
      LATCH_CHAINS: JSON.stringify([
        { caipNetworkId: 'eip155:1', rpcUrl: 'https://eth.example' },
        { caipNetworkId: bitcoin, esploraUrl: 'https://user:key@esplora.example/api' },
      ]),
      LATCH_TOKENS: JSON.stringify([{ asset: `${bitcoin}:native`, priceUsd: 90_000 }]),
    }
    expect(() => loadPlatformConfig(env)).toThrow(
      /LATCH_CHAINS: no server module serves the bip122 namespace \(served: eip155\)/,
    )
    const config = loadPlatformConfig(env, [{ namespace: 'bip122' }])
    expect(config.chains).toEqual([
      { caipNetworkId: 'eip155:1', chainId: 1, rpcUrl: 'https://eth.example' },
    ])
    expect(config.namespaces).toEqual({
      bip122: {
        chains: [{ caipNetworkId: bitcoin, esploraUrl: 'https://user:key@esplora.example/api' }],
        tokens: [{ asset: `${bitcoin}:native`, priceUsd: 90_000 }],
      },
    })
    expect(config.tokens).toEqual([{ caipNetworkId: bitcoin, address: 'native', priceUsd: 90_000 }])
    // Every upstream URL, whatever the namespace calls it, is one the logs hide.
    expect(config.upstreamUrls).toEqual([
      'https://eth.example',
      'https://user:key@esplora.example/api',
    ])
    // A claim's dev entries join the defaults when the variables are unset.
    expect(
      loadPlatformConfig({}, [
        {
          namespace: 'bip122',
          devChains: [{ caipNetworkId: bitcoin, esploraUrl: 'http://127.0.0.1:3002' }],
        },
      ]).namespaces.bip122?.chains,
    ).toEqual([{ caipNetworkId: bitcoin, esploraUrl: 'http://127.0.0.1:3002' }])
    expect(() =>
      loadPlatformConfig({ LATCH_TOKENS: JSON.stringify([{ asset: `${bitcoin}:native` }]) }),
    ).toThrow(/LATCH_TOKENS: no server module serves the bip122 namespace/)
    for (const caipNetworkId of ['eip155:x', 'eip155:', 'no-colon', 'UPPER:1'])
      expect(() =>
        loadPlatformConfig({
          LATCH_CHAINS: JSON.stringify([{ caipNetworkId, rpcUrl: 'https://x.example' }]),
        }),
      ).toThrow(/LATCH_CHAINS/)
    // Names are the operator's description of mints of other namespaces; EVM tokens' come from the contract.
    expect(() =>
      loadPlatformConfig({
        LATCH_TOKENS: JSON.stringify([{ asset: 'eip155:1:native', name: 'Ether' }]),
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
