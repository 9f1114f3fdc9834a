import { bitcoinTestKey } from '@latch/devstack/bitcoinTestKeys'
import { describe, expect, it } from 'vitest'
import { parseBitcoinAccounts } from './parseBitcoinAccounts'

const { payment, ordinal } = bitcoinTestKey(0)
const account = (address: string, extra: object = {}) => ({
  address,
  publicKey: new Uint8Array(33),
  chains: ['bitcoin:regtest'],
  features: [],
  ...extra,
})

describe('parseBitcoinAccounts', () => {
  it('keeps the accounts with a Bitcoin address, as the wallet gave them, each with its purpose', () => {
    const paymentAccount = account(payment.address)
    const parsed = parseBitcoinAccounts(
      [paymentAccount, account('0x1234'), account(ordinal.address), null, 'x'],
      false,
    )
    expect(parsed).toEqual([
      { account: paymentAccount, address: payment.address, purpose: 'payment' },
      { account: account(ordinal.address), address: ordinal.address, purpose: 'ordinals' },
    ])
    expect(parsed[0]?.account).toBe(paymentAccount)
  })

  it('takes the purpose an account states over its place and its kind', () => {
    const stated = [
      account(payment.address, { purpose: 'ordinals' }),
      account(ordinal.address, { purpose: 'payment' }),
    ]
    expect(parseBitcoinAccounts(stated, true).map((a) => a.purpose)).toEqual([
      'ordinals',
      'payment',
    ])
    // An unknown purpose counts as none: the place in a connect answer tells.
    const unknown = [account(ordinal.address, { purpose: 'runes' }), account(payment.address)]
    expect(parseBitcoinAccounts(unknown, true).map((a) => a.purpose)).toEqual([
      'payment',
      'ordinals',
    ])
    expect(parseBitcoinAccounts(unknown, false).map((a) => a.purpose)).toEqual([
      'ordinals',
      'payment',
    ])
  })

  it('drops an account whose getter throws, and everything when the list itself is hostile', () => {
    const throwing = Object.defineProperty({}, 'address', {
      get() {
        throw new Error('boom')
      },
    })
    expect(parseBitcoinAccounts([throwing, account(payment.address)], false)).toHaveLength(1)
    const hostile = new Proxy([account(payment.address)], {
      get(target, key) {
        if (key === Symbol.iterator) throw new Error('trap')
        return Reflect.get(target, key)
      },
    })
    expect(parseBitcoinAccounts(hostile, false)).toEqual([])
    expect(parseBitcoinAccounts(undefined, false)).toEqual([])
    expect(parseBitcoinAccounts({ length: 1, 0: account(payment.address) }, false)).toEqual([])
  })
})
