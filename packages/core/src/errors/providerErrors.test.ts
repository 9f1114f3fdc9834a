import { describe, expect, it } from 'vitest'
import * as errorTexts from './errorTexts'
import { LatchError } from './LatchError'
import {
  isUnrecognizedChainError,
  isUserRejectedError,
  toLatchError,
  walletErrorCodes,
} from './providerErrors'

const rpcError = (code: number, message = 'x') => Object.assign(new Error(message), { code })

describe('provider errors', () => {
  it('uses the wallet codes of the spec', () => {
    expect(walletErrorCodes).toMatchObject({
      userRejected: 4001,
      unrecognizedChain: 4902,
      default: 5000,
      invalidChainId: 32603,
    })
  })

  it('finds a user rejection anywhere in the cause chain', () => {
    expect(isUserRejectedError(rpcError(4001))).toBe(true)
    expect(
      isUserRejectedError(
        new Error('outer', { cause: new Error('mid', { cause: rpcError(4001) }) }),
      ),
    ).toBe(true)
    expect(isUserRejectedError({ code: -32603, data: { originalError: { code: 4001 } } })).toBe(
      true,
    )
    expect(
      isUserRejectedError(Object.assign(new Error('x'), { name: 'UserRejectedRequestError' })),
    ).toBe(true)
    expect(isUserRejectedError(rpcError(4100))).toBe(false)
    expect(isUserRejectedError('4001')).toBe(false)
    expect(isUserRejectedError(null)).toBe(false)
  })

  it('survives a cyclic cause chain', () => {
    const a = new Error('a') as Error & { cause?: unknown }
    const b = new Error('b', { cause: a })
    a.cause = b
    expect(isUserRejectedError(a)).toBe(false)
  })

  it('recognises an unknown chain', () => {
    expect(isUnrecognizedChainError(rpcError(4902))).toBe(true)
    expect(isUnrecognizedChainError(new Error('x', { cause: rpcError(4902) }))).toBe(true)
    expect(isUnrecognizedChainError(rpcError(4001))).toBe(false)
  })

  it('maps wallet errors to the catalogue', () => {
    expect(toLatchError(rpcError(4001)).message).toBe(errorTexts.connectionRejected)
    expect(toLatchError(rpcError(4902)).message).toBe('Network not found')
    expect(toLatchError(rpcError(-32603)).message).toBe('Invalid chainId')
    expect(toLatchError(rpcError(32603)).code).toBe('invalidChainId')
    expect(toLatchError(new Error('boom')).message).toBe('Something went wrong')
    const own = new LatchError('modalClosed', errorTexts.modalClosed)
    expect(toLatchError(own)).toBe(own)
    expect(toLatchError(rpcError(4001)).cause).toMatchObject({ code: 4001 })
  })

  it('keeps the spec texts word for word', () => {
    expect(errorTexts.invalidCaipAddress).toBe('Invalid CAIP Address')
    expect(errorTexts.errorRegisteringName('alice')).toBe('Error registering name alice')
    expect(errorTexts.emailLoginCooldown(12)).toBe('Please try again after 12 seconds')
    expect(errorTexts.originNotAllowed).toBe('Unauthorized: origin not allowed')
    expect(new LatchError('modalClosed', errorTexts.modalClosed)).toMatchObject({
      name: 'LatchError',
      code: 'modalClosed',
      message: 'Modal closed',
    })
  })
})
