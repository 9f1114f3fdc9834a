import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { classifyRpcResponse } from './classifyRpcResponse'
import { notSafeRpcMethods, rpcMethodKind, safeRpcMethods } from './rpcMethods'

describe('rpcMethodKind', () => {
  it.each([
    ['eth_call', 'safe'],
    ['eth_getBalance', 'safe'],
    ['eth_sendRawTransaction', 'safe'],
    ['wallet_getCapabilities', 'safe'],
    ['wallet_getAssets', 'safe'],
    ['personal_sign', 'notSafe'],
    ['eth_signTypedData_v4', 'notSafe'],
    ['eth_sendTransaction', 'notSafe'],
    ['wallet_sendCalls', 'notSafe'],
    ['wallet_grantPermissions', 'notSafe'],
    ['wallet_revokePermissions', 'notSafe'],
    ['eth_sendUserOperation', 'notSafe'],
    ['solana_signMessage', 'notSafe'],
    ['eth_sign', 'notAllowed'],
    ['anvil_setBalance', 'notAllowed'],
    ['debug_traceTransaction', 'notAllowed'],
    ['ETH_CALL', 'notAllowed'],
    ['__proto__', 'notAllowed'],
    [42, 'notAllowed'],
  ])('%s is %s', (method, kind) => {
    expect(rpcMethodKind(method)).toBe(kind)
  })

  it('no method is both safe and not safe', () => {
    for (const method of safeRpcMethods) expect(notSafeRpcMethods.has(method)).toBe(false)
  })
})

describe('classifyRpcResponse', () => {
  const hex = (length: number) => fc.stringMatching(new RegExp(`^[0-9a-fA-F]{${length}}$`))

  it('0x + 64 hex digits is a transaction hash', () => {
    fc.assert(
      fc.property(hex(64), (digits) => classifyRpcResponse(`0x${digits}`) === 'transactionHash'),
    )
  })

  it('0x + 62 or more (other than 64) hex digits is a signed message', () => {
    expect(classifyRpcResponse(`0x${'a'.repeat(62)}`)).toBe('signedMessage')
    expect(classifyRpcResponse(`0x${'a'.repeat(63)}`)).toBe('signedMessage')
    expect(classifyRpcResponse(`0x${'b'.repeat(130)}`)).toBe('signedMessage')
  })

  it('anything else is an object', () => {
    expect(classifyRpcResponse(`0x${'a'.repeat(61)}`)).toBe('object')
    expect(classifyRpcResponse(`${'a'.repeat(64)}`)).toBe('object')
    expect(classifyRpcResponse(`0x${'g'.repeat(64)}`)).toBe('object')
    expect(classifyRpcResponse({ hash: '0x' })).toBe('object')
    expect(classifyRpcResponse(null)).toBe('object')
  })
})
