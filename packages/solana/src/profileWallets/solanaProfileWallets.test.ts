// @vitest-environment happy-dom
import { createLatch, disconnect, getAccount, type ProfileWalletsCapability } from '@latch/core'
import { getConnections, switchConnection } from '@latch/core/profileWallets'
import { profileWalletsFeature } from '@latch/core/profileWalletsFeature'
import { memoryStorage } from '@latch/core/testing'
import { solanaTestKey } from '@latch/devstack/solanaTestKeys'
import { afterEach, describe, expect, it } from 'vitest'
import { solanaLocal, solanaMainnet } from '../networks/solanaNetworks'
import { type SolanaAdapter, solanaAdapter } from '../solanaAdapter'
import { createTestWallet, type TestWalletOptions } from '../testing/createTestWallet'
import { solanaProfileWallets } from './index'

// Several Solana wallets at once (behaviour.md §4.3, §4.12) through the real Wallet Standard registry: the adapter's
// connection holds them, the profileWallets capability reads and moves them.

const networks = [solanaMainnet, solanaLocal] as const
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

async function registeredWallet(options: TestWalletOptions) {
  const testWallet = await createTestWallet(options)
  cleanups.push(testWallet.register())
  return testWallet
}

async function startAdapter(): Promise<{
  adapter: SolanaAdapter
  held: ProfileWalletsCapability
}> {
  const adapter = solanaAdapter({
    networks,
    walletWaitMs: 50,
    capabilities: [solanaProfileWallets],
  })
  cleanups.push(adapter.setup())
  const held = (await adapter.capabilities?.profileWallets?.()) as ProfileWalletsCapability
  return { adapter, held }
}

const id = (name: string) => `wallet-standard:${name}`
const ids = (held: ProfileWalletsCapability) => held.getConnections().map((c) => c.connectorId)
const key = (index: number) => solanaTestKey(index).address

describe('several Solana wallets in the adapter', () => {
  it('a connect keeps the other wallet held; switching asks no wallet; ending one keeps the other', async () => {
    const a = await registeredWallet({ name: 'A', keys: [0] })
    const b = await registeredWallet({ name: 'B', keys: [1] })
    const { adapter, held } = await startAdapter()
    let changes = 0
    cleanups.push(held.subscribe(() => changes++))
    await adapter.connect({ connectorId: id('A') })
    await adapter.connect({ connectorId: id('B') })
    expect(held.getConnections()).toEqual([
      {
        connectorId: id('A'),
        accounts: [{ address: key(0) }],
        caipNetworkId: solanaMainnet.caipNetworkId,
      },
      {
        connectorId: id('B'),
        accounts: [{ address: key(1) }],
        caipNetworkId: solanaMainnet.caipNetworkId,
      },
    ])
    expect(adapter.getConnection()).toMatchObject({ connectorId: id('B'), address: key(1) })
    expect(changes).toBe(2)
    // The same array while nothing changes (a render reads it).
    expect(held.getConnections()).toBe(held.getConnections())

    await held.switchConnection(id('A'))
    expect(adapter.getConnection()).toMatchObject({ connectorId: id('A'), address: key(0) })
    expect([a.requests, b.requests]).toEqual([['standard:connect'], ['standard:connect']])

    await held.disconnectConnection(id('B'))
    expect(ids(held)).toEqual([id('A')])
    expect(b.requests).toContain('standard:disconnect')
    expect(adapter.getConnection()).toMatchObject({ status: 'connected', connectorId: id('A') })
  })

  it("the port's disconnect ends the active one and makes another held one active", async () => {
    await registeredWallet({ name: 'A', keys: [0] })
    await registeredWallet({ name: 'B', keys: [1] })
    const { adapter, held } = await startAdapter()
    await adapter.connect({ connectorId: id('A') })
    await adapter.connect({ connectorId: id('B') })
    await adapter.disconnect()
    expect(adapter.getConnection()).toMatchObject({ status: 'connected', connectorId: id('A') })
    expect(ids(held)).toEqual([id('A')])
    await adapter.disconnect()
    expect(adapter.getConnection()).toEqual({ status: 'disconnected' })
    expect(ids(held)).toEqual([])
  })

  it('a held wallet that empties its accounts leaves; the active one stays', async () => {
    const a = await registeredWallet({ name: 'A', keys: [0] })
    await registeredWallet({ name: 'B', keys: [1] })
    const { adapter, held } = await startAdapter()
    await adapter.connect({ connectorId: id('A') })
    await adapter.connect({ connectorId: id('B') })
    a.setAccounts([])
    expect(ids(held)).toEqual([id('B')])
    expect(adapter.getConnection()).toMatchObject({ connectorId: id('B'), address: key(1) })
  })

  it('reconnects a saved wallet beside the active one, silently; a wallet that is gone answers false', async () => {
    await registeredWallet({ name: 'A', keys: [0] })
    const b = await registeredWallet({ name: 'B', keys: [1], authorized: true })
    const { adapter, held } = await startAdapter()
    await adapter.connect({ connectorId: id('A') })
    await expect(held.reconnectConnection(id('B'))).resolves.toBe(true)
    expect(b.requests).toEqual(['standard:connect silent'])
    expect(ids(held)).toEqual([id('A'), id('B')])
    expect(adapter.getConnection().connectorId).toBe(id('A'))
    await expect(held.reconnectConnection(id('Gone'))).resolves.toBe(false)
  })

  it('without the capability asked for, a connect replaces the connection (one wallet at a time)', async () => {
    const a = await registeredWallet({ name: 'A', keys: [0] })
    await registeredWallet({ name: 'B', keys: [1] })
    const adapter = solanaAdapter({ networks, capabilities: [solanaProfileWallets] })
    cleanups.push(adapter.setup())
    await adapter.connect({ connectorId: id('A') })
    await adapter.connect({ connectorId: id('B') })
    expect(a.authorized).toBe(true)
    await adapter.disconnect()
    expect(adapter.getConnection()).toEqual({ status: 'disconnected' })
  })
})

describe('several Solana wallets through Latch', () => {
  const settled = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5))
    expect(check()).toBe(true)
  }

  function startLatch(saved: unknown) {
    const storage = memoryStorage()
    storage.setItem('@latch/profile-wallets', JSON.stringify(saved))
    storage.setItem('@latch/connections', JSON.stringify({ solana: { connectorId: id('C') } }))
    const latch = createLatch({
      networks,
      adapters: [
        solanaAdapter({ networks, walletWaitMs: 50, capabilities: [solanaProfileWallets] }),
      ],
      metadata: { name: 'Test', description: 'Test', url: 'http://localhost', icons: [] },
      storage,
      features: [profileWalletsFeature],
    })
    cleanups.push(latch.setup())
    return { latch, storage }
  }
  const statuses = (latch: ReturnType<typeof startLatch>['latch']) =>
    getConnections(latch, { namespace: 'solana' }).map(
      (connection) => `${connection.connectorId.slice(16)} ${connection.status}`,
    )

  it('reloads every saved wallet, most recent first, the last active one active; the Account Disconnect activates the next most recent', async () => {
    await registeredWallet({ name: 'A', keys: [0], authorized: true })
    await registeredWallet({ name: 'B', keys: [1], authorized: true })
    await registeredWallet({ name: 'C', keys: [2], authorized: true })
    // D no longer lets the app in (the visitor revoked it in the wallet): it stays listed, to reconnect.
    await registeredWallet({ name: 'D', keys: [3] })
    const { latch, storage } = startLatch([
      { namespace: 'solana', connectorId: id('A'), lastActiveAt: 2 },
      { namespace: 'solana', connectorId: id('B'), lastActiveAt: 1 },
      { namespace: 'solana', connectorId: id('C'), lastActiveAt: 3 },
      { namespace: 'solana', connectorId: id('D'), lastActiveAt: 0 },
    ])
    await settled(
      () => statuses(latch).filter((status) => status.endsWith(' connected')).length === 2,
    )
    expect(statuses(latch)).toEqual(['C active', 'A connected', 'B connected', 'D disconnected'])
    expect(getAccount(latch, { namespace: 'solana' }).address).toBe(key(2))

    await switchConnection(latch, { namespace: 'solana', connectorId: id('B') })
    expect(getAccount(latch, { namespace: 'solana' }).address).toBe(key(1))
    // The adapter makes the last one it connected (A) active: C was active more recently, so C is.
    await disconnect(latch, { namespace: 'solana' })
    await settled(() => getAccount(latch, { namespace: 'solana' }).address === key(2))
    expect(statuses(latch)).toEqual(['C active', 'A connected', 'D disconnected'])
    const saved = JSON.parse(storage.getItem('@latch/profile-wallets') ?? '[]')
    expect(saved.map((wallet: { connectorId: string }) => wallet.connectorId)).toEqual([
      id('C'),
      id('A'),
      id('D'),
    ])
    expect(JSON.parse(storage.getItem('@latch/connections') ?? '{}')).toEqual({
      solana: { connectorId: id('C') },
    })
  })
})
