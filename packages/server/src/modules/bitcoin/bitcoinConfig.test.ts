import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'

const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

describe('readBitcoinConfig', () => {
  it('serves the dev stack regtest by default, and reads bip122 entries of LATCH_CHAINS', () => {
    expect(loadConfig({}).bitcoin.chains).toEqual([
      { caipNetworkId: regtest, esploraUrl: 'http://127.0.0.1:3002' },
    ])
    const config = loadConfig({
      LATCH_CHAINS: JSON.stringify([
        { caipNetworkId: 'eip155:1', rpcUrl: 'https://eth.example' },
        {
          caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
          esploraUrl: 'https://esplora.example/api/',
        },
      ]),
      LATCH_TOKENS: JSON.stringify([
        { asset: 'bip122:000000000019d6689c085ae165831e93:native', priceUsd: 90_000 },
      ]),
    })
    expect(config.bitcoin.chains).toEqual([
      {
        caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
        esploraUrl: 'https://esplora.example/api',
      },
    ])
    expect(config.tokens).toContainEqual({
      caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
      address: 'native',
      priceUsd: 90_000,
    })
  })

  it('names a bad bip122 entry and the rule it breaks', () => {
    for (const entry of [
      { caipNetworkId: regtest, rpcUrl: 'http://127.0.0.1:3002' },
      { caipNetworkId: regtest, esploraUrl: 'ftp://127.0.0.1' },
      // A network Latch does not know the addresses of.
      { caipNetworkId: 'bip122:ffffffffffffffffffffffffffffffff', esploraUrl: 'http://x.example' },
      { caipNetworkId: 'bip122:0F9188F13CB7B2C71F2A335E3A4FC328', esploraUrl: 'http://x.example' },
    ])
      expect(() => loadConfig({ LATCH_CHAINS: JSON.stringify([entry]) })).toThrow(
        /LATCH_CHAINS: a bip122 entry is \{ caipNetworkId, esploraUrl \}/,
      )
    for (const asset of [`${regtest}:bcrt1qxyz`, `${regtest}:native`])
      expect(() =>
        loadConfig({ LATCH_TOKENS: JSON.stringify([{ asset, name: 'Bitcoin' }]) }),
      ).toThrow(/LATCH_TOKENS: a bip122 asset is bip122:<ref>:native/)
  })
})
