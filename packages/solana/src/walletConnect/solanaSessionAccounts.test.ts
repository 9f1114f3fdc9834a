import { describe, expect, it } from 'vitest'
import { solanaSessionAccounts, solanaSessionMethods } from './solanaSessionAccounts'

const local = 'solana:DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp'
const mainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const a = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
const b = '722RdWmHC5TGXBjTejzNjbc8xEiduVDLqZvoUGz6Xzbp'

describe('solanaSessionAccounts', () => {
  it("reads CAIP-10 accounts, one per address in the wallet's order, with each chain it is approved on", () => {
    expect(
      solanaSessionAccounts({
        solana: { accounts: [`${local}:${a}`, `${local}:${b}`, `${mainnet}:${a}`] },
      }),
    ).toEqual([
      { address: a, chains: [local, mainnet] },
      { address: b, chains: [local] },
    ])
  })

  it('leaves out other namespaces, malformed entries and addresses that are not Solana addresses', () => {
    expect(
      solanaSessionAccounts({
        eip155: { accounts: ['eip155:1:0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'] },
        solana: {
          accounts: [
            `${local}:0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC`,
            `solana:short:${a}`,
            `${local}:${a}:extra`,
            `${local}:${a.replace('o', '0')}`,
            42,
            null,
            `${local}:${b}`,
            `${local}:${b}`,
          ],
        },
      }),
    ).toEqual([{ address: b, chains: [local] }])
  })

  it('answers no account for no session, no solana namespace or a namespace without accounts', () => {
    expect(solanaSessionAccounts(undefined)).toEqual([])
    expect(solanaSessionAccounts({})).toEqual([])
    expect(solanaSessionAccounts({ solana: { accounts: 'x' } })).toEqual([])
  })
})

describe('solanaSessionMethods', () => {
  it('lists the methods the wallet approved in the solana namespace', () => {
    expect(
      solanaSessionMethods({
        eip155: { methods: ['personal_sign'] },
        solana: { methods: ['solana_signMessage', 7, 'solana_signTransaction'] },
      }),
    ).toEqual(['solana_signMessage', 'solana_signTransaction'])
    expect(solanaSessionMethods({ eip155: { methods: ['personal_sign'] } })).toEqual([])
  })
})
