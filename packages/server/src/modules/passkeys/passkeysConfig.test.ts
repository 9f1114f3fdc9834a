import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'

describe('loadPasskeysConfig', () => {
  it('makes the secure site the relying party: its host, its exact origin', () => {
    expect(loadConfig({ LATCH_SECURE_SITE_URL: 'https://wallet.example.com/' }).passkeys).toEqual({
      rpId: 'wallet.example.com',
      rpName: 'Latch',
      origin: 'https://wallet.example.com',
    })
    expect(
      loadConfig({
        LATCH_SECURE_SITE_URL: 'https://wallet.example.com',
        LATCH_PASSKEY_RP_ID: 'example.com',
        LATCH_PASSKEY_RP_NAME: 'Example',
      }).passkeys,
    ).toEqual({ rpId: 'example.com', rpName: 'Example', origin: 'https://wallet.example.com' })
  })

  it('stops the start for an RP ID the secure site cannot use, naming the variable', () => {
    for (const rpId of ['other.example', 'ample.com', 'Example.com'])
      expect(() =>
        loadConfig({
          LATCH_SECURE_SITE_URL: 'https://wallet.example.com',
          LATCH_PASSKEY_RP_ID: rpId,
        }),
      ).toThrow(/LATCH_PASSKEY_RP_ID: /)
  })
})
