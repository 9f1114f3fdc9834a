import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { validateSendCalls } from './validateSendCalls'
import { validateSolanaSignMessage } from './validateSolanaSignMessage'

describe('validateSendCalls', () => {
  it('accepts calls whose target and data start with 0x', () => {
    expect(
      validateSendCalls([
        {
          calls: [
            { to: '0xabc', data: '0x' },
            { to: '0x1', value: '0x1' },
          ],
        },
      ]),
    ).toBeUndefined()
    expect(validateSendCalls({ calls: [{ to: '0xabc' }] })).toBeUndefined()
  })

  it.each([
    [[{ calls: [] }], 'list of calls'],
    [[{}], 'list of calls'],
    [[null], 'list of calls'],
    [[{ calls: [{ to: 'abc' }] }], 'Call 0: the target'],
    [[{ calls: [{ to: '0x1' }, { data: '0x' }] }], 'Call 1: the target'],
    [[{ calls: [{ to: '0x1', data: 'deadbeef' }] }], 'Call 0: data'],
    [[{ calls: [{ to: '0x1', data: 5 }] }], 'Call 0: data'],
  ])('refuses %j', (params, problem) => {
    expect(validateSendCalls(params)).toContain(problem)
  })

  it('refuses a capability the wallet does not support unless it is optional (EIP-5792)', () => {
    const calls = [{ to: '0x1' }]
    expect(validateSendCalls([{ calls, capabilities: { paymasterService: {} } }])).toBe(
      'Unsupported non-optional capability: paymasterService',
    )
    expect(
      validateSendCalls([
        { calls: [{ to: '0x1', capabilities: { auxiliaryFunds: { optional: false } } }] },
      ]),
    ).toBe('Unsupported non-optional capability: auxiliaryFunds')
    expect(validateSendCalls([{ calls, capabilities: 'all' }])).toBe(
      'Unsupported non-optional capability: capabilities',
    )
    expect(
      validateSendCalls([{ calls, capabilities: { paymasterService: { optional: true } } }]),
    ).toBeUndefined()
    expect(
      validateSendCalls(
        [{ calls, capabilities: { paymasterService: { url: 'x' } } }],
        ['paymasterService'],
      ),
    ).toBeUndefined()
  })

  it('refuses any target that does not start with 0x', () => {
    fc.assert(
      fc.property(fc.string(), (to) => {
        expect(validateSendCalls([{ calls: [{ to }] }]) === undefined).toBe(to.startsWith('0x'))
      }),
    )
  })
})

describe('validateSolanaSignMessage', () => {
  it('needs a message and a pubkey', () => {
    expect(
      validateSolanaSignMessage({
        message: 'aGk=',
        pubkey: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d',
      }),
    ).toBeUndefined()
    expect(validateSolanaSignMessage({ pubkey: 'x' })).toContain('message')
    expect(validateSolanaSignMessage({ message: 'x', pubkey: '' })).toContain('pubkey')
    expect(validateSolanaSignMessage(undefined)).toContain('message')
  })
})
