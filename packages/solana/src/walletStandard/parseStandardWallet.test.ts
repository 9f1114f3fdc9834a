import { describe, expect, it } from 'vitest'
import { parseStandardAccounts } from './parseStandardAccounts'
import { parseStandardWallet } from './parseStandardWallet'

const icon = 'data:image/svg+xml;base64,PHN2Zy8+'
const features = {
  'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) },
  'standard:events': { version: '1.0.0', on: () => () => {} },
}
const wallet = {
  version: '1.0.0',
  name: 'Example',
  icon,
  chains: ['solana:mainnet'],
  features,
  accounts: [],
}

describe('parseStandardWallet', () => {
  it('accepts a Solana wallet with connect and events, under a stable id', () => {
    expect(parseStandardWallet(wallet)).toEqual({
      id: 'wallet-standard:Example',
      name: 'Example',
      icon,
      wallet,
    })
    expect(parseStandardWallet({ ...wallet, name: '  Spaced  ' })?.id).toBe(
      'wallet-standard:Spaced',
    )
  })

  it('drops wallets without a usable name', () => {
    for (const name of [undefined, 42, '', '   ', 'x'.repeat(101), { toString: () => 'Example' }])
      expect(parseStandardWallet({ ...wallet, name })).toBeUndefined()
  })

  it('drops wallets that list no Solana chain', () => {
    for (const chains of [[], ['bip122:000000000019d6689c085ae165831e93'], 'solana:mainnet', [42]])
      expect(parseStandardWallet({ ...wallet, chains })).toBeUndefined()
  })

  it('drops wallets without standard:connect or standard:events', () => {
    const { 'standard:events': _events, ...noEvents } = features
    const { 'standard:connect': _connect, ...noConnect } = features
    for (const broken of [
      noEvents,
      noConnect,
      { ...features, 'standard:connect': { connect: 'not a function' } },
      'features',
      null,
    ])
      expect(parseStandardWallet({ ...wallet, features: broken })).toBeUndefined()
  })

  it('drops objects that are not wallets or whose getters throw', () => {
    for (const candidate of [null, undefined, 'wallet', 42, () => wallet])
      expect(parseStandardWallet(candidate)).toBeUndefined()
    const throwing = Object.defineProperty({ ...wallet }, 'chains', {
      get() {
        throw new Error('boom')
      },
    })
    expect(parseStandardWallet(throwing)).toBeUndefined()
    const trap = new Proxy(wallet, {
      get() {
        throw new Error('trap')
      },
    })
    expect(parseStandardWallet(trap)).toBeUndefined()
  })

  it('lists a wallet whose icon is not a safe image with no icon', () => {
    for (const unsafe of [
      'javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      `data:image/png;base64,${'A'.repeat(300_000)}`,
      42,
    ])
      expect(parseStandardWallet({ ...wallet, icon: unsafe })).toMatchObject({
        name: 'Example',
        icon: undefined,
      })
  })

  it('keeps a name with markup as plain text', () => {
    const name = '<img src=x onerror="alert(1)">'
    expect(parseStandardWallet({ ...wallet, name })?.name).toBe(name)
  })
})

describe('parseStandardAccounts', () => {
  const address = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
  const account = {
    address,
    publicKey: new Uint8Array(32),
    chains: ['solana:mainnet'],
    features: [],
  }

  it('keeps the accounts with a Solana address, as the wallet gave them', () => {
    const parsed = parseStandardAccounts([account, { ...account, address: '0x1234' }, null, 'x'])
    expect(parsed).toEqual([{ account, address }])
    expect(parsed[0]?.account).toBe(account)
  })

  it('drops an account whose getter throws, and everything when the list itself is hostile', () => {
    const throwing = Object.defineProperty({}, 'address', {
      get() {
        throw new Error('boom')
      },
    })
    expect(parseStandardAccounts([throwing, account])).toEqual([{ account, address }])
    const hostile = new Proxy([account], {
      get(target, key) {
        if (key === Symbol.iterator) throw new Error('trap')
        return Reflect.get(target, key)
      },
    })
    expect(parseStandardAccounts(hostile)).toEqual([])
    expect(parseStandardAccounts(undefined)).toEqual([])
  })
})
