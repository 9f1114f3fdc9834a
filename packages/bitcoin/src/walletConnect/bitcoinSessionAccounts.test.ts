import { bitcoinTestKey } from '@latch/devstack/bitcoinTestKeys'
import { describe, expect, it } from 'vitest'
import { bitcoinSessionAccounts } from './bitcoinSessionAccounts'

const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const mainnet = 'bip122:000000000019d6689c085ae165831e93'
const { payment, ordinal } = bitcoinTestKey(2)

describe('bitcoinSessionAccounts', () => {
  it("reads CAIP-10 accounts, one per address in the wallet's order, with each chain it is approved on", () => {
    expect(
      bitcoinSessionAccounts({
        bip122: {
          accounts: [
            `${regtest}:${payment.address}`,
            `${regtest}:${ordinal.address}`,
            `${mainnet}:${payment.address}`,
          ],
        },
      }),
    ).toEqual([
      { address: payment.address, chains: [regtest, mainnet] },
      { address: ordinal.address, chains: [regtest] },
    ])
  })

  it('leaves out other namespaces, malformed entries and addresses that are not Bitcoin addresses', () => {
    expect(
      bitcoinSessionAccounts({
        eip155: { accounts: ['eip155:1:0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'] },
        bip122: {
          accounts: [
            `${regtest}:0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC`,
            `bip122:short:${payment.address}`,
            `${regtest}:${payment.address}:extra`,
            `${regtest}:${payment.address.slice(0, -1)}x`,
            42,
          ],
        },
      }),
    ).toEqual([])
    expect(bitcoinSessionAccounts(undefined)).toEqual([])
    expect(bitcoinSessionAccounts({ bip122: { accounts: 'nope' } })).toEqual([])
  })
})
