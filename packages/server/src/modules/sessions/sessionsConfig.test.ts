import { expect, it } from 'vitest'
import { loadConfig } from '../../config'

it('reads the SessionSpendLimits contracts per chain, lower-cased; none: sessions are off', () => {
  expect(loadConfig({}).sessions).toEqual({ contracts: {} })
  expect(
    loadConfig({
      LATCH_SESSION_CONTRACTS: '{"31337":"0xAbCdEf0000000000000000000000000000000001"}',
    }).sessions,
  ).toEqual({ contracts: { 31337: '0xabcdef0000000000000000000000000000000001' } })
  expect(() => loadConfig({ LATCH_SESSION_CONTRACTS: '{"31337":"0x12"}' })).toThrow(
    /LATCH_SESSION_CONTRACTS.*must be an EVM address/,
  )
  expect(() => loadConfig({ LATCH_SESSION_CONTRACTS: 'nope' })).toThrow(
    /LATCH_SESSION_CONTRACTS: must be JSON/,
  )
})
