// @vitest-environment happy-dom
import type { Network, ProfileWalletsCapability } from '@latch/core'
import { type BitcoinRegtest, startBitcoinRegtest } from '@latch/devstack/bitcoin'
import { bitcoinTestKey } from '@latch/devstack/bitcoinTestKeys'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bitcoinAdapter } from '../bitcoinAdapter'
import { bitcoinRegtest } from '../networks/bitcoinNetworks'
import { createTestBitcoinWallet } from '../testing/createTestBitcoinWallet'
import { bitcoinProfileWallets } from './index'

// Several Bitcoin wallets at once (behaviour.md §4.3, §4.12) through the real Wallet Standard registry, their balances from
// the regtest stand-in (bitcoind + Esplora cannot be installed offline): what ProfileWallets lists per row.

const first = bitcoinTestKey(4)
const second = bitcoinTestKey(5)
const id = (name: string) => `bitcoin-wallet-standard:${name}`
const cleanups: (() => void)[] = []
let regtest: BitcoinRegtest
let network: Network

beforeAll(async () => {
  regtest = await startBitcoinRegtest({ port: 0, blockIntervalMs: 0 })
  network = { ...bitcoinRegtest, rpcUrls: { default: { http: [regtest.url] } } }
})
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
  await regtest?.stop()
})

describe('several Bitcoin wallets in the adapter', () => {
  it('holds both, each with its payment and ordinal accounts and balance; switches and ends one', async () => {
    const a = createTestBitcoinWallet({ name: 'A', key: 4 })
    const b = createTestBitcoinWallet({ name: 'B', key: 5 })
    cleanups.push(a.register(), b.register())
    const adapter = bitcoinAdapter({
      networks: [network],
      walletWaitMs: 50,
      capabilities: [bitcoinProfileWallets],
    })
    cleanups.push(adapter.setup())
    const held = (await adapter.capabilities?.profileWallets?.()) as ProfileWalletsCapability
    await adapter.connect({ connectorId: id('A') })
    await adapter.connect({ connectorId: id('B') })

    const connections = held.getConnections()
    expect(connections.map((c) => [c.connectorId, c.accounts?.map((x) => x.address)])).toEqual([
      [id('A'), [first.payment.address, first.ordinal.address]],
      [id('B'), [second.payment.address, second.ordinal.address]],
    ])
    expect(connections.every((c) => c.caipNetworkId === bitcoinRegtest.caipNetworkId)).toBe(true)
    const balances = await Promise.all(
      connections.map(async (c) => {
        const address = c.accounts?.[0]?.address ?? ''
        const { numeric, symbol } = await adapter.getBalance({ address, network })
        return `${numeric} ${symbol}`
      }),
    )
    expect(balances).toEqual(['1 BTC', '1 BTC'])
    expect(adapter.getAccounts()?.payment).toBe(second.payment.address)

    // Switching asks no wallet: each was asked once, to connect.
    await held.switchConnection(id('A'))
    expect(adapter.getAccounts()?.payment).toBe(first.payment.address)
    expect([a.requests, b.requests]).toEqual([['bitcoin:connect'], ['bitcoin:connect']])

    // Ending the active one: the other stays, now active; the ended wallet, no longer authorized, does not come back.
    await held.disconnectConnection(id('A'))
    expect(held.getConnections().map((c) => c.connectorId)).toEqual([id('B')])
    expect(adapter.getConnection()).toMatchObject({
      status: 'connected',
      address: second.payment.address,
    })
    await expect(held.reconnectConnection(id('A'))).resolves.toBe(false)
    await expect(held.reconnectConnection(id('B'))).resolves.toBe(true)
  })
})
