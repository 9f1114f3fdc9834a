import { describe, expect, it } from 'vitest'
import { toSolanaBalances } from './toSolanaBalances'

// getTokenAccountsByOwner(…, { encoding: 'jsonParsed' }) entries as https://solana.com/docs/rpc/http/gettokenaccountsbyowner
// documents them.

const network = 'solana:DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp'
const owner = 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD'
const lusd = 'C96t1LAnvZJehRpqmcegwaKMTt6h3vscfJcqFs3hMmzB'
const other = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'

const tokenAccount = (
  mint: string,
  amount: string | number,
  decimals: unknown = 6,
  holder = owner,
) => ({
  pubkey: 'C36Xd85emVHeGe1awB2ZG1zbAJ5SwgLCwuBV8zUenFrD',
  account: {
    data: {
      parsed: {
        info: {
          isNative: false,
          mint,
          owner: holder,
          state: 'initialized',
          tokenAmount: { amount, decimals, uiAmount: null, uiAmountString: '' },
        },
        type: 'account',
      },
      program: 'spl-token',
      space: 165,
    },
    executable: false,
    lamports: 2039280,
    owner: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
    rentEpoch: 18446744073709551615n,
    space: 165,
  },
})

const balances = (lamports: unknown, tokenAccounts: unknown[]) =>
  toSolanaBalances({
    caipNetworkId: network,
    owner,
    lamports,
    tokenAccounts,
    describeMint: (mint) =>
      mint === lusd
        ? { name: 'Latch USD', symbol: 'LUSD', listed: true }
        : { name: 'EPjFWd…Dt1v', symbol: 'EPjFWd…Dt1v', listed: false },
    price: (mint) => (mint === undefined ? 150 : mint === lusd ? 1 : undefined),
  })

describe('toSolanaBalances', () => {
  it('gives SOL first (9 decimals, no address), then one priced balance per mint held', () => {
    expect(balances(100_000_000_000n, [tokenAccount(lusd, '1000000000')])).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: network,
        price: 150,
        value: 15_000,
        quantity: { decimals: '9', numeric: '100' },
        iconUrl: null,
      },
      {
        name: 'Latch USD',
        symbol: 'LUSD',
        chainId: network,
        address: `${network}:${lusd}`,
        price: 1,
        value: 1_000,
        quantity: { decimals: '6', numeric: '1000' },
        iconUrl: null,
      },
    ])
  })

  it('sums the owner’s accounts of a mint, drops empty ones, and leaves an unpriced mint without value', () => {
    const result = balances(0, [
      tokenAccount(lusd, '1500000'),
      tokenAccount(lusd, '2500000'),
      tokenAccount(other, '0', 0),
      tokenAccount(other, 7, 0),
    ])
    expect(result.map((balance) => [balance.symbol, balance.quantity.numeric])).toEqual([
      ['SOL', '0'],
      ['LUSD', '4'],
      ['EPjFWd…Dt1v', '7'],
    ])
    expect(result[2]).not.toHaveProperty('price')
    expect(result[2]).not.toHaveProperty('value')
  })

  it('leaves out token accounts that are malformed, someone else’s, or contradict the mint’s decimals', () => {
    expect(
      balances(1, [
        tokenAccount(lusd, '5'),
        tokenAccount(lusd, '5', 9), // the mint's decimals are 6: a forged account
        tokenAccount(lusd, '-5'),
        tokenAccount(lusd, '1e9'),
        tokenAccount(lusd, '5', 256),
        tokenAccount(lusd, '5', 6, 'BadOwner0'),
        tokenAccount(lusd, '5', 6, other),
        tokenAccount('not a mint', '5'),
        null,
        'garbage',
        { account: { data: 'base64…' } },
      ]).map((balance) => [balance.symbol, balance.quantity.numeric]),
    ).toEqual([
      ['SOL', '0.000000001'],
      ['LUSD', '0.000005'],
    ])
  })

  it('refuses a lamport balance that is not an amount (a broken node, not 0 SOL)', () => {
    for (const lamports of [undefined, null, -1, 1.5, 'lots', {}])
      expect(() => balances(lamports, [])).toThrow(/lamport/)
  })
})
