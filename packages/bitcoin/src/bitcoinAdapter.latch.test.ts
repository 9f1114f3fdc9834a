// @vitest-environment happy-dom
import {
  type ChainAdapter,
  connect,
  createLatch,
  disconnect,
  getAccount,
  getConnectors,
  type Network,
  switchNetwork,
} from '@latch/core'
import { memoryStorage } from '@latch/core/testing'
import { bitcoinTestKey } from '@latch/devstack/bitcoinTestKeys'
import { solanaAdapter, solanaMainnet } from '@latch/solana'
import { afterEach, describe, expect, it } from 'vitest'
import { bitcoinAdapter } from './bitcoinAdapter'
import { bitcoinMainnet, bitcoinRegtest } from './networks/bitcoinNetworks'
import { createTestBitcoinWallet } from './testing/createTestBitcoinWallet'

// Latch's own actions on the Bitcoin adapter, through the port only: nothing in core names bip122.

const metadata = { name: 'Test', description: 'Test', url: 'http://localhost', icons: [] }
const connectorId = 'bitcoin-wallet-standard:Latch Test Bitcoin Wallet'
const payment = bitcoinTestKey(0).payment.address
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

function startLatch(
  networks: readonly [Network, ...Network[]] = [bitcoinRegtest, bitcoinMainnet],
  storage = memoryStorage(),
) {
  const adapters: [ChainAdapter, ...ChainAdapter[]] = [
    bitcoinAdapter({ networks, walletWaitMs: 100 }),
  ]
  if (networks.some((network) => network.chainNamespace === 'solana'))
    adapters.push(solanaAdapter({ networks, walletWaitMs: 100 }))
  const latch = createLatch({ networks, adapters, metadata, storage })
  cleanups.push(latch.setup())
  return latch
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('Latch on the Bitcoin adapter', () => {
  it('connects the payment account, on the regtest network, and disconnects', async () => {
    cleanups.push(createTestBitcoinWallet().register())
    const latch = startLatch()
    await settled()
    await expect(connect(latch, { connectorId })).resolves.toEqual({ status: 'success' })
    expect(getAccount(latch)).toMatchObject({
      isConnected: true,
      address: payment,
      caipAddress: `${bitcoinRegtest.caipNetworkId}:${payment}`,
      caipNetwork: bitcoinRegtest,
      isNetworkSupported: true,
    })
    // The ordinal account beside the payment one, in core's words: no bip122 branch needed to show it.
    expect(getAccount(latch).accounts).toEqual([
      { address: payment, purpose: 'payment' },
      { address: bitcoinTestKey(0).ordinal.address, purpose: 'ordinal' },
    ])
    // Its addresses are regtest's: the wallet has no mainnet account to switch to.
    const switched = await switchNetwork(latch, { caipNetworkId: bitcoinMainnet.caipNetworkId })
    expect(switched.status).not.toBe('success')
    expect(getAccount(latch).caipNetwork).toBe(bitcoinRegtest)
    await disconnect(latch)
    expect(getAccount(latch).isConnected).toBe(false)
  })

  it("records a visitor's rejection as Latch's connectionRejected", async () => {
    const testWallet = createTestBitcoinWallet()
    testWallet.rejectRequests = true
    cleanups.push(testWallet.register())
    const latch = startLatch()
    await settled()
    await expect(connect(latch, { connectorId })).resolves.toMatchObject({
      status: 'rejected',
      error: { message: 'Connection rejected' },
    })
  })

  it('reconnects a saved connection on the next load, silently', async () => {
    const storage = memoryStorage()
    const testWallet = createTestBitcoinWallet()
    cleanups.push(testWallet.register())
    const first = startLatch(undefined, storage)
    await settled()
    await connect(first, { connectorId })
    for (const cleanup of cleanups.splice(0).reverse()) cleanup()

    // The next page load: the wallet registers again, authorized; Latch reconnects without asking.
    cleanups.push(testWallet.register())
    const second = startLatch(undefined, storage)
    await settled()
    expect(getAccount(second)).toMatchObject({ isConnected: true, address: payment })
    expect(testWallet.requests).toEqual(['bitcoin:connect'])
  })

  it('lists a wallet with Solana and Bitcoin sides once, and connects its Bitcoin side', async () => {
    const testWallet = createTestBitcoinWallet({
      name: 'Both Sides',
      chains: ['bitcoin:regtest', 'solana:mainnet'],
      standardConnect: true,
    })
    cleanups.push(testWallet.register())
    // Bitcoin first: the active namespace, whose side a click on the wallet's entry connects.
    const latch = startLatch([bitcoinRegtest, solanaMainnet])
    await settled()
    const listed = getConnectors(latch).filter((entry) => entry.name === 'Both Sides')
    expect(listed).toHaveLength(1)
    expect(listed[0]?.namespaceConnectors?.map((side) => [side.namespace, side.id])).toEqual([
      ['bip122', 'bitcoin-wallet-standard:Both Sides'],
      ['solana', 'wallet-standard:Both Sides'],
    ])
    expect(getConnectors(latch, { namespace: 'bip122' })).toEqual(listed)
    await expect(
      connect(latch, { connectorId: 'bitcoin-wallet-standard:Both Sides' }),
    ).resolves.toEqual({ status: 'success' })
    expect(getAccount(latch, { namespace: 'bip122' })).toMatchObject({
      isConnected: true,
      address: payment,
    })
  })

  it("connects the wallet's Bitcoin side when Bitcoin is meant, though Solana is active", async () => {
    const testWallet = createTestBitcoinWallet({
      name: 'Both Sides',
      chains: ['bitcoin:regtest', 'solana:mainnet'],
      standardConnect: true,
    })
    cleanups.push(testWallet.register())
    // Solana first: the active namespace; the entry's id is the Bitcoin side's own.
    const latch = startLatch([solanaMainnet, bitcoinRegtest])
    await settled()
    expect(latch.getState().activeNamespace).toBe('solana')
    await expect(
      connect(latch, { connectorId: 'bitcoin-wallet-standard:Both Sides', namespace: 'bip122' }),
    ).resolves.toEqual({ status: 'success' })
    expect(getAccount(latch, { namespace: 'bip122' })).toMatchObject({
      isConnected: true,
      address: payment,
    })
    expect(getAccount(latch, { namespace: 'solana' }).isConnected).toBe(false)
  })
})
