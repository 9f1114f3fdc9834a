import { describe, expect, it } from 'vitest'
import { alreadySmartAccount, smartAccountNotOnNetwork } from '../errors/errorTexts'
import { accountTypeSwitchRefusal } from './accountTypeSwitchRefusal'
import { smartAccountNetworksOf } from './smartAccountNetworksOf'

describe('switching the account type (behaviour.md §6.1)', () => {
  const networks = [31337, 31338]

  it('allows the smart account on a listed network while the account is an eoa', () => {
    expect(
      accountTypeSwitchRefusal({
        to: 'smartAccount',
        current: 'eoa',
        chainId: 31337,
        smartAccountNetworks: networks,
      }),
    ).toBeUndefined()
  })

  it('refuses it on a network outside smartAccountNetworks, or without one', () => {
    for (const chainId of [1, undefined, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])
      expect(
        accountTypeSwitchRefusal({
          to: 'smartAccount',
          current: 'eoa',
          chainId,
          smartAccountNetworks: networks,
        }),
      ).toBe(smartAccountNotOnNetwork)
    expect(
      accountTypeSwitchRefusal({
        to: 'smartAccount',
        current: 'eoa',
        chainId: 31337,
        smartAccountNetworks: [],
      }),
    ).toBe(smartAccountNotOnNetwork)
  })

  it('refuses it when the current type is not eoa', () => {
    expect(
      accountTypeSwitchRefusal({
        to: 'smartAccount',
        current: 'smartAccount',
        chainId: 31337,
        smartAccountNetworks: networks,
      }),
    ).toBe(alreadySmartAccount)
  })

  it('always allows going back to eoa, on any network', () => {
    expect(
      accountTypeSwitchRefusal({
        to: 'eoa',
        current: 'smartAccount',
        chainId: 1,
        smartAccountNetworks: [],
      }),
    ).toBeUndefined()
  })

  it("offers the smart account where the app's list and the server's meet", () => {
    expect(smartAccountNetworksOf(undefined, [31337, 31338])).toEqual([31337, 31338])
    expect(smartAccountNetworksOf([31338, 1], [31337, 31338])).toEqual([31338])
    expect(smartAccountNetworksOf([], [31337])).toEqual([])
  })
})
