// @vitest-environment happy-dom
import { connect, createLatch, disconnect, getAccount, switchNetwork } from '@latch/core'
import { memoryStorage } from '@latch/core/testing'
import { solanaTestKey } from '@latch/devstack/solanaTestKeys'
import { afterEach, describe, expect, it } from 'vitest'
import { solanaDevnet, solanaMainnet } from './networks/solanaNetworks'
import { solanaAdapter } from './solanaAdapter'
import { createTestWallet } from './testing/createTestWallet'

// The adapter behind Latch's own actions, through the port only: what Latch derives from it.

const networks = [solanaMainnet, solanaDevnet] as const
const metadata = { name: 'Test', description: 'Test', url: 'http://localhost', icons: [] }
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

function startLatch(storage = memoryStorage()) {
  const latch = createLatch({
    networks,
    adapters: [solanaAdapter({ networks, walletWaitMs: 100 })],
    metadata,
    storage,
  })
  cleanups.push(latch.setup())
  return latch
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('Latch on the Solana adapter', () => {
  it('connects, switches network and disconnects through the actions, the account derived from the adapter', async () => {
    const testWallet = await createTestWallet({
      accountChains: ['solana:mainnet', 'solana:devnet'],
    })
    cleanups.push(testWallet.register())
    const latch = startLatch()
    await settled()
    await expect(
      connect(latch, { connectorId: 'wallet-standard:Latch Test Wallet' }),
    ).resolves.toEqual({ status: 'success' })
    const address = solanaTestKey(0).address
    expect(getAccount(latch)).toMatchObject({
      isConnected: true,
      address,
      caipAddress: `${solanaMainnet.caipNetworkId}:${address}`,
      caipNetwork: solanaMainnet,
      isNetworkSupported: true,
    })
    await expect(
      switchNetwork(latch, { caipNetworkId: solanaDevnet.caipNetworkId }),
    ).resolves.toEqual({ status: 'success' })
    expect(getAccount(latch).caipNetwork).toBe(solanaDevnet)
    await disconnect(latch)
    expect(getAccount(latch).isConnected).toBe(false)
  })

  it("records a visitor's rejection as Latch's connectionRejected", async () => {
    const testWallet = await createTestWallet()
    testWallet.rejectRequests = true
    cleanups.push(testWallet.register())
    const latch = startLatch()
    await settled()
    const result = await connect(latch, { connectorId: 'wallet-standard:Latch Test Wallet' })
    expect(result).toMatchObject({ status: 'rejected', error: { message: 'Connection rejected' } })
  })

  it('reconnects a saved connection on the next load, silently', async () => {
    const storage = memoryStorage()
    const testWallet = await createTestWallet()
    cleanups.push(testWallet.register())
    const first = startLatch(storage)
    await settled()
    await connect(first, { connectorId: 'wallet-standard:Latch Test Wallet' })
    for (const cleanup of cleanups.splice(0).reverse()) cleanup()

    // The next page load: the wallet registers again, authorized; Latch reconnects without asking.
    cleanups.push(testWallet.register())
    const second = startLatch(storage)
    await settled()
    expect(getAccount(second)).toMatchObject({
      isConnected: true,
      address: solanaTestKey(0).address,
    })
    expect(testWallet.requests).toEqual(['standard:connect', 'standard:connect silent'])
  })
})
