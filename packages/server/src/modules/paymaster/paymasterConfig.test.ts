import { devPaymasterSignerKey } from '@latch/devstack/chain'
import { privateKeyToAddress } from 'viem/accounts'
import { expect, it } from 'vitest'
import { loadConfig } from '../../config'

it('reads the paymaster: off without a key; the key kept only as its account', () => {
  expect(loadConfig({}).paymaster).toMatchObject({
    signer: undefined,
    contracts: {},
    validitySeconds: 600,
  })
  const config = loadConfig({
    LATCH_PAYMASTER_SIGNER_KEY: devPaymasterSignerKey,
    LATCH_PAYMASTER_CONTRACTS: '{"31337":"0x1111111111111111111111111111111111111111"}',
  }).paymaster
  expect(config.signer?.address).toBe(privateKeyToAddress(devPaymasterSignerKey))
  expect(config.contracts).toEqual({ 31337: '0x1111111111111111111111111111111111111111' })
  // Nothing a log could print of the configuration holds the key.
  expect(
    JSON.stringify(config, (_, value) => (typeof value === 'bigint' ? String(value) : value)),
  ).not.toContain(devPaymasterSignerKey.slice(2))
})

it('names a bad setting without its value', () => {
  const secret = `0x${'ab'.repeat(31)}`
  expect(() => loadConfig({ LATCH_PAYMASTER_SIGNER_KEY: secret })).toThrow(
    /LATCH_PAYMASTER_SIGNER_KEY: must be a private key/,
  )
  try {
    loadConfig({ LATCH_PAYMASTER_SIGNER_KEY: secret })
  } catch (error) {
    expect(String((error as Error).message)).not.toContain(secret.slice(2))
  }
  expect(() => loadConfig({ LATCH_PAYMASTER_CONTRACTS: '{"31337":"nope"}' })).toThrow(
    /LATCH_PAYMASTER_CONTRACTS/,
  )
  expect(() => loadConfig({ LATCH_PAYMASTER_CONTRACTS: 'not json' })).toThrow(
    /LATCH_PAYMASTER_CONTRACTS: must be JSON/,
  )
  expect(() => loadConfig({ LATCH_BUNDLERS: '{"31337":"ftp://x"}' })).toThrow(/LATCH_BUNDLERS/)
  expect(loadConfig({ LATCH_BUNDLERS: '{"31337":"http://127.0.0.1:4337"}' }).smartAccounts).toEqual(
    {
      bundlers: { 31337: 'http://127.0.0.1:4337' },
    },
  )
})
