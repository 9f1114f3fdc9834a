import { describe, expect, it } from 'vitest'
import type { PlatformConfig } from '../../platform/config/platformConfig'
import { loadOnRampConfig } from './onrampConfig'

const read = (env: Record<string, string>) => loadOnRampConfig(env, {} as PlatformConfig)

describe('the on-ramp configuration', () => {
  it("turns Coinbase on by its CDP key, its webhooks by the subscription's secret", () => {
    expect(
      read({
        COINBASE_CDP_API_KEY_ID: 'key-id',
        COINBASE_CDP_API_KEY_SECRET:
          '-----BEGIN EC PRIVATE KEY-----\\nAA\\n-----END EC PRIVATE KEY-----',
      }).coinbase,
    ).toEqual({
      keyId: 'key-id',
      keySecret: '-----BEGIN EC PRIVATE KEY-----\nAA\n-----END EC PRIVATE KEY-----',
      webhookSecret: undefined,
    })
    expect(
      read({
        COINBASE_CDP_API_KEY_ID: 'key-id',
        COINBASE_CDP_API_KEY_SECRET: 'secret',
        COINBASE_WEBHOOK_SECRET: 'whsec',
      }).coinbase?.webhookSecret,
    ).toBe('whsec')
  })

  it('refuses a webhook secret without the key, and part of a key, naming the variables only', () => {
    expect(() => read({ COINBASE_WEBHOOK_SECRET: 'whsec-value' })).toThrow(
      'COINBASE_WEBHOOK_SECRET: set COINBASE_CDP_API_KEY_ID and COINBASE_CDP_API_KEY_SECRET too',
    )
    expect(() => read({ COINBASE_CDP_API_KEY_ID: 'key-id' })).toThrow(
      'missing COINBASE_CDP_API_KEY_SECRET',
    )
    // The message names the variable, never its value.
    expect(() => read({ COINBASE_WEBHOOK_SECRET: 'whsec-value' })).not.toThrow('whsec-value')
  })
})
