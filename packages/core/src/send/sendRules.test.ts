import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../account/AccountDataSource'
import type { NamespaceDescriptor } from '../caip/NamespaceDescriptor'
import { solanaNamespace } from '../caip/solanaNamespace'
import { eip155TestNamespace } from '../testing/eip155TestNamespace'
import { testNamespace } from '../testing/testNamespace'
import { fromBaseUnits } from '../values/fromBaseUnits'
import { toBaseUnits } from '../values/toBaseUnits'
import { checkSendForm } from './checkSendForm'
import { maxSendAmount } from './maxSendAmount'
import type { NameResolution } from './NameResolution'
import { sendableTokens } from './sendableTokens'
import { sendTotalUsd, usdValue } from './sendTotalUsd'
import { validateRecipient } from './validateRecipient'

const self = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const account3 = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

describe('toBaseUnits', () => {
  it('reads a typed amount in base units, exactly', () => {
    expect(toBaseUnits('25', 6)).toEqual({ ok: true, value: 25_000_000n })
    expect(toBaseUnits(' 25.5 ', 6)).toEqual({ ok: true, value: 25_500_000n })
    expect(toBaseUnits('0,000001', 6)).toEqual({ ok: true, value: 1n })
    expect(toBaseUnits('.5', 18)).toEqual({ ok: true, value: 500_000_000_000_000_000n })
    expect(toBaseUnits('7.', 0)).toEqual({ ok: true, value: 7n })
    expect(toBaseUnits('123456789.123456789123456789', 18)).toEqual({
      ok: true,
      value: 123_456_789_123_456_789_123_456_789n,
    })
    // Trailing zeros beyond the token's digits change nothing.
    expect(toBaseUnits('1.5000000', 6)).toEqual({ ok: true, value: 1_500_000n })
  })

  it('names what is wrong with an amount that is not one', () => {
    expect(toBaseUnits('', 6)).toEqual({ ok: false, problem: 'empty' })
    expect(toBaseUnits('  ', 6)).toEqual({ ok: false, problem: 'empty' })
    for (const input of ['abc', '-1', '1e3', '1.2.3', '.', '0x10', '+1'])
      expect(toBaseUnits(input, 6)).toEqual({ ok: false, problem: 'notANumber' })
    expect(toBaseUnits('0.0000001', 6)).toEqual({ ok: false, problem: 'tooManyDecimals' })
    expect(toBaseUnits('0', 6)).toEqual({ ok: false, problem: 'zero' })
    expect(toBaseUnits('0.000', 6)).toEqual({ ok: false, problem: 'zero' })
  })
})

describe('fromBaseUnits', () => {
  it('writes base units as an exact decimal, no trailing zeros', () => {
    expect(fromBaseUnits(25_500_000n, 6)).toBe('25.5')
    expect(fromBaseUnits(1n, 18)).toBe('0.000000000000000001')
    expect(fromBaseUnits(10n ** 22n, 18)).toBe('10000')
    expect(fromBaseUnits(0n, 6)).toBe('0')
    expect(fromBaseUnits(42n, 0)).toBe('42')
    expect(fromBaseUnits(-1_500_000n, 6)).toBe('-1.5')
  })
})

describe('maxSendAmount', () => {
  it('all of a token; of the native asset what is left after the fee, never below zero', () => {
    expect(maxSendAmount({ balance: 100n, isNative: false, fee: 30n })).toBe(100n)
    expect(maxSendAmount({ balance: 100n, isNative: true, fee: 30n })).toBe(70n)
    expect(maxSendAmount({ balance: 30n, isNative: true, fee: 30n })).toBe(0n)
    expect(maxSendAmount({ balance: 10n, isNative: true, fee: 30n })).toBe(0n)
  })
})

describe('validateRecipient', () => {
  it('accepts a checksummed address as it is', () => {
    expect(
      validateRecipient({ input: account3, descriptor: eip155TestNamespace, from: self }),
    ).toEqual({
      status: 'valid',
      address: account3,
      warnings: [],
    })
  })

  it('accepts a one-case address with a warning, and sends to its checksummed form', () => {
    expect(
      validateRecipient({
        input: ` ${account3.toLowerCase()} `,
        descriptor: eip155TestNamespace,
        from: self,
      }),
    ).toEqual({ status: 'valid', address: account3, warnings: ['notChecksummed'] })
    expect(
      validateRecipient({
        input: `0x${account3.slice(2).toUpperCase()}`,
        descriptor: eip155TestNamespace,
      }),
    ).toEqual({ status: 'valid', address: account3, warnings: ['notChecksummed'] })
  })

  it("is told of the missing checksum by EVM's descriptor", () => {
    expect(eip155TestNamespace.checkAddress(account3.toLowerCase())).toEqual({
      status: 'valid',
      address: account3,
      checksum: 'missing',
    })
    expect(eip155TestNamespace.checkAddress(account3)).toEqual({
      status: 'valid',
      address: account3,
    })
  })

  it('refuses a mixed case that is not the checksum, showing the checksummed form', () => {
    const typo = account3.replace('F79bf6', 'f79bf6')
    expect(validateRecipient({ input: typo, descriptor: eip155TestNamespace })).toEqual({
      status: 'badChecksum',
      checksummed: account3,
    })
  })

  it('warns when sending to oneself, whatever the case', () => {
    expect(
      validateRecipient({ input: self.toLowerCase(), descriptor: eip155TestNamespace, from: self }),
    ).toEqual({ status: 'valid', address: self, warnings: ['notChecksummed', 'self'] })
  })

  it('tells a name from garbage; neither is an address', () => {
    expect(validateRecipient({ input: '', descriptor: eip155TestNamespace })).toEqual({
      status: 'empty',
    })
    expect(validateRecipient({ input: 'vitalik.eth', descriptor: eip155TestNamespace })).toEqual({
      status: 'invalid',
      looksLikeName: true,
    })
    expect(validateRecipient({ input: 'ada.latch', descriptor: eip155TestNamespace })).toEqual({
      status: 'invalid',
      looksLikeName: true,
    })
    // Emoji and underscores are for the resolver to judge (ENSIP-15), not refused as "not an address".
    for (const input of ['🦊.eth', '_ada.eth', 'ÆSIR.eth'])
      expect(validateRecipient({ input, descriptor: eip155TestNamespace })).toEqual({
        status: 'invalid',
        looksLikeName: true,
      })
    for (const input of [
      '0x1234',
      'hello',
      account3.slice(2),
      `${account3}0`,
      'ada..eth',
      '.eth',
      'ada.',
      'a b.eth',
    ])
      expect(validateRecipient({ input, descriptor: eip155TestNamespace })).toEqual({
        status: 'invalid',
        looksLikeName: false,
      })
  })

  it('checks a Solana address as base58', () => {
    const solana = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
    expect(validateRecipient({ input: solana, descriptor: solanaNamespace, from: solana })).toEqual(
      {
        status: 'valid',
        address: solana,
        warnings: ['self'],
      },
    )
    expect(validateRecipient({ input: account3, descriptor: solanaNamespace })).toMatchObject({
      status: 'invalid',
    })
  })
})

describe('validateRecipient, of any namespace', () => {
  // A namespace that spells each network's addresses its own way and keeps them in lower case, with no checksum.
  const perNetwork: NamespaceDescriptor = {
    ...testNamespace,
    checkAddress: (input, caipNetworkId) =>
      input.toLowerCase() === `${caipNetworkId === 'cosmos:theta' ? 'theta' : 'cosmos'}1abc`
        ? { status: 'valid', address: input.toLowerCase() }
        : { status: 'invalid' },
  }

  it('warns of a missing checksum only when the descriptor says so, not for another spelling', () => {
    expect(validateRecipient({ input: 'COSMOS1ABC', descriptor: perNetwork })).toEqual({
      status: 'valid',
      address: 'cosmos1abc',
      warnings: [],
    })
  })

  it("reads the address as one of the network's: another network's is none", () => {
    expect(
      validateRecipient({
        input: 'theta1abc',
        descriptor: perNetwork,
        caipNetworkId: 'cosmos:theta',
      }),
    ).toMatchObject({ status: 'valid', address: 'theta1abc' })
    expect(
      validateRecipient({
        input: 'cosmos1abc',
        descriptor: perNetwork,
        caipNetworkId: 'cosmos:theta',
      }),
    ).toEqual({ status: 'invalid', looksLikeName: false })
    const form = {
      descriptor: perNetwork,
      from: undefined,
      token: { decimals: 6, balance: 10n, isNative: true },
      amount: '0.000001',
    }
    expect(
      checkSendForm({ ...form, to: 'cosmos1abc', caipNetworkId: 'cosmos:theta' }).problem,
    ).toBe('invalidRecipient')
    expect(
      checkSendForm({ ...form, to: 'theta1abc', caipNetworkId: 'cosmos:theta' }).problem,
    ).toBeUndefined()
  })
})

describe('sendTotalUsd', () => {
  it('adds the fee to the amount in USD; unknown when a price is', () => {
    // 25 LUSD at $1 plus 21000 gas at 1 gwei (0.000021 ETH) at $3000: $25.063.
    const fee = 21_000n * 1_000_000_000n
    expect(
      sendTotalUsd({
        amount: 25_000_000n,
        decimals: 6,
        price: 1,
        fee,
        nativeDecimals: 18,
        nativePrice: 3000,
      }),
    ).toBeCloseTo(25.063, 9)
    expect(usdValue(fee, 18, 3000)).toBeCloseTo(0.063, 9)
    expect(
      sendTotalUsd({
        amount: 1n,
        decimals: 6,
        price: undefined,
        fee,
        nativeDecimals: 18,
        nativePrice: 3000,
      }),
    ).toBeUndefined()
    expect(
      sendTotalUsd({
        amount: 1n,
        decimals: 6,
        price: 1,
        fee,
        nativeDecimals: 18,
        nativePrice: undefined,
      }),
    ).toBeUndefined()
  })
})

describe('sendableTokens', () => {
  const balance = (symbol: string, numeric: string, decimals: string, address?: string) =>
    ({
      name: symbol,
      symbol,
      chainId: 'eip155:31337',
      ...(address ? { address: `eip155:31337:${address}` } : {}),
      price: 1,
      quantity: { decimals, numeric },
    }) as TokenBalance

  it('native first, balances in base units (cut, never rounded up), nothing to send left out', () => {
    const tokens = sendableTokens([
      balance('LUSD', '10000.5', '6', '0xA'),
      balance('ETH', '9999.9999999999999999999', '18'),
      balance('LTK', '0', '18', '0xB'),
    ])
    expect(tokens.map((t) => [t.symbol, t.balance, t.isNative, t.address, t.key])).toEqual([
      ['ETH', 9_999_999_999_999_999_999_999n, true, undefined, 'eip155:31337:native'],
      ['LUSD', 10_000_500_000n, false, '0xA', 'eip155:31337:0xA'],
    ])
  })
})

describe('checkSendForm', () => {
  const lusd = { decimals: 6, balance: 100_000_000n, isNative: false }
  const eth = { decimals: 18, balance: 10n ** 18n, isNative: true }
  const check = (over: Partial<Parameters<typeof checkSendForm>[0]>) =>
    checkSendForm({
      descriptor: eip155TestNamespace,
      from: self,
      token: lusd,
      to: account3,
      amount: '25',
      ...over,
    }).problem

  it('lets a covered send to an address go on', () => {
    expect(check({})).toBeUndefined()
    expect(check({ amount: '100' })).toBeUndefined()
    expect(
      checkSendForm({
        descriptor: eip155TestNamespace,
        from: self,
        token: lusd,
        to: account3,
        amount: '25',
      }).amount,
    ).toBe(25_000_000n)
  })

  it('names the first problem, token then recipient then amount', () => {
    expect(check({ token: undefined, to: '' })).toBe('noToken')
    expect(check({ to: '', amount: '' })).toBe('noRecipient')
    expect(check({ to: 'nope' })).toBe('invalidRecipient')
    expect(check({ to: 'ada.eth' })).toBe('namesNotSupported')
    expect(check({ to: account3.replace('F79bf6', 'f79bf6') })).toBe('badChecksum')
    expect(check({ amount: '' })).toBe('empty')
    expect(check({ amount: 'x' })).toBe('notANumber')
    expect(check({ amount: '0' })).toBe('zero')
    expect(check({ amount: '1.0000001' })).toBe('tooManyDecimals')
    expect(check({ amount: '100.000001' })).toBe('insufficientBalance')
  })

  it('a native send must cover its fee too', () => {
    expect(check({ token: eth, amount: '1', fee: 0n })).toBeUndefined()
    expect(check({ token: eth, amount: '1', fee: 1n })).toBe('insufficientBalance')
    expect(check({ token: eth, amount: '0.999999999999999999', fee: 1n })).toBeUndefined()
    // A token send's fee is paid in the native asset, not from the token.
    expect(check({ amount: '100', fee: 10n ** 30n })).toBeUndefined()
  })

  describe('a recipient typed as a name (behaviour.md §13.3)', () => {
    const at = (status: NameResolution['status'], address?: string, name = 'ada.eth') =>
      ({ name, caipNetworkId: 'eip155:31337', status, address }) as const
    const withName = (
      resolution: NameResolution | undefined,
      over: Partial<Parameters<typeof checkSendForm>[0]> = {},
    ) =>
      checkSendForm({
        descriptor: eip155TestNamespace,
        from: self,
        token: lusd,
        to: 'ada.eth',
        amount: '25',
        names: { supported: true, resolution },
        ...over,
      })

    it('is the address it resolved to, what is sent, with the name beside it', () => {
      const resolved = withName(at('resolved', account3))
      expect(resolved.problem).toBeUndefined()
      expect(resolved.recipient).toEqual({
        status: 'valid',
        address: account3,
        warnings: [],
        name: 'ada.eth',
      })
      // Typed with spaces around: the same name.
      expect(withName(at('resolved', account3), { to: ' ada.eth ' }).recipient).toMatchObject({
        address: account3,
        name: 'ada.eth',
      })
    })

    it("warns of the resolved address as of a typed one: one's own, not checksummed", () => {
      expect(withName(at('resolved', self)).recipient).toEqual({
        status: 'valid',
        address: self,
        warnings: ['self'],
        name: 'ada.eth',
      })
      expect(withName(at('resolved', account3.toLowerCase())).recipient).toEqual({
        status: 'valid',
        address: account3,
        warnings: ['notChecksummed'],
        name: 'ada.eth',
      })
      expect(withName(at('resolved', account3.replace('F79bf6', 'f79bf6'))).problem).toBe(
        'badChecksum',
      )
      expect(withName(at('resolved', 'not an address')).problem).toBe('invalidRecipient')
    })

    it('names what stops it: resolving, no address, not a name, no answer', () => {
      expect(withName(at('resolving')).problem).toBe('resolvingName')
      expect(withName(undefined).problem).toBe('resolvingName')
      expect(withName(at('notFound')).problem).toBe('nameNotFound')
      expect(withName(at('invalid')).problem).toBe('invalidName')
      expect(withName(at('error')).problem).toBe('nameError')
      // An answer for another name is no answer for this one.
      expect(withName(at('resolved', account3, 'bob.eth')).problem).toBe('resolvingName')
      expect(withName(at('resolved', account3, 'bob.eth')).recipient.status).toBe('invalid')
    })

    it('says names are not supported where the network has no registry, resolution or not', () => {
      expect(withName(at('resolved', account3), { names: undefined }).problem).toBe(
        'namesNotSupported',
      )
      expect(
        withName(undefined, { names: { supported: false, resolution: at('resolved', account3) } })
          .problem,
      ).toBe('namesNotSupported')
    })

    it('keeps the order: token, then the name, then the amount', () => {
      expect(withName(at('notFound'), { token: undefined }).problem).toBe('noToken')
      expect(withName(at('notFound'), { amount: '' }).problem).toBe('nameNotFound')
      expect(withName(at('resolved', account3), { amount: '' }).problem).toBe('empty')
      expect(withName(at('resolved', account3), { amount: '100.000001' }).problem).toBe(
        'insufficientBalance',
      )
    })

    it('leaves an address alone whatever resolution the store holds', () => {
      expect(withName(at('notFound'), { to: account3 }).recipient).toEqual({
        status: 'valid',
        address: account3,
        warnings: [],
      })
    })
  })
})
