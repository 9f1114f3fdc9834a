import { describe, expect, it } from 'vitest'
import type { AdapterConnection, ChainAdapter } from '../adapter'
import { disconnect } from '../connection/disconnect'
import { getAccount } from '../connection/getAccount'
import { createLatch } from '../createLatch'
import { createTestAdapter, memoryStorage, testAddress, testNetworks } from '../testing'
import { disconnectAllConnections } from './disconnectAllConnections'
import { disconnectConnection } from './disconnectConnection'
import { getConnections } from './getConnections'
import type { HeldConnection, ProfileWalletsCapability } from './ProfileWalletsCapability'
import { profileWalletsFeature } from './profileWalletsFeature'
import { switchConnection } from './switchConnection'

/**
 * The test adapter holding several connections with one current, as wagmi does: its connection is the current one's,
 * and its profileWallets capability acts on the set. `gone` wallets no longer reconnect.
 */
function severalConnectionsAdapter(gone: readonly string[] = []) {
  const base = createTestAdapter({ networks: testNetworks })
  const listeners = new Set<() => void>()
  let held: readonly HeldConnection[] = []
  let current: string | undefined
  let snapshot: AdapterConnection = { status: 'disconnected' }
  const reconnected: string[] = []
  const update = (next: readonly HeldConnection[], nextCurrent: string | undefined) => {
    held = next
    current = nextCurrent
    const connection = held.find((other) => other.connectorId === current)
    snapshot = connection
      ? { status: 'connected', address: testAddress, caipNetworkId: 'eip155:31337', ...connection }
      : { status: 'disconnected' }
    for (const listener of [...listeners]) listener()
  }
  const add = (connectorId: string) => {
    if (gone.includes(connectorId)) return false
    reconnected.push(connectorId)
    update(
      [
        ...held,
        { connectorId, accounts: [{ address: testAddress }], caipNetworkId: 'eip155:31337' },
      ],
      current ?? connectorId,
    )
    return true
  }
  const capability: ProfileWalletsCapability = {
    getConnections: () => held,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    switchConnection: async (connectorId) => update(held, connectorId),
    disconnectConnection: async (connectorId) => {
      const rest = held.filter((other) => other.connectorId !== connectorId)
      update(rest, current === connectorId ? rest[0]?.connectorId : current)
    },
    reconnectConnection: async (connectorId) => add(connectorId),
  }
  const adapter: ChainAdapter = {
    ...base,
    capabilities: { ...base.capabilities, profileWallets: async () => capability },
    getConnection: () => snapshot,
    subscribeConnection: capability.subscribe,
    async reconnect(ids) {
      return ids.some((id) => add(id))
    },
    async disconnect() {
      if (current) await capability.disconnectConnection(current)
    },
  }
  return { adapter, reconnected }
}

function start(saved: unknown, gone: readonly string[] = []) {
  const { adapter, reconnected } = severalConnectionsAdapter(gone)
  const storage = memoryStorage()
  storage.setItem('@latch/profile-wallets', JSON.stringify(saved))
  storage.setItem('@latch/connections', JSON.stringify({ eip155: { connectorId: 'c' } }))
  const latch = createLatch({
    networks: testNetworks,
    adapters: [adapter],
    metadata: { name: 'Test', description: 'Test', url: 'http://localhost', icons: [] },
    storage,
    features: [profileWalletsFeature],
  })
  latch.setup()
  return { latch, reconnected, storage }
}

const settled = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5))
  expect(check()).toBe(true)
}

const statuses = (latch: ReturnType<typeof start>['latch']) =>
  getConnections(latch).map((connection) => `${connection.connectorId} ${connection.status}`)

describe('several saved connections on reload (behaviour.md §4.1, §4.3)', () => {
  const saved = [
    { namespace: 'eip155', connectorId: 'a', lastActiveAt: 1 },
    { namespace: 'eip155', connectorId: 'b', lastActiveAt: 2 },
    { namespace: 'eip155', connectorId: 'c', lastActiveAt: 3 },
  ]

  it('reconnects every one, most recent first, and the last active one is active again', async () => {
    const { latch, reconnected } = start(saved)
    await settled(() => reconnected.length === 3 && statuses(latch)[0] === 'c active')
    expect(reconnected).toEqual(['c', 'b', 'a'])
    expect(statuses(latch)).toEqual(['c active', 'b connected', 'a connected'])
  })

  it('a saved wallet that is gone stays listed as disconnected; the others come back', async () => {
    const { latch, reconnected } = start(saved, ['b'])
    await settled(() => reconnected.length === 2)
    await settled(() => statuses(latch).length === 3)
    expect(statuses(latch)).toEqual(['c active', 'a connected', 'b disconnected'])
  })

  it('switching to a held one asks no wallet; disconnecting another keeps the active one', async () => {
    const { latch, reconnected, storage } = start(saved)
    await settled(() => reconnected.length === 3)
    expect(await switchConnection(latch, { connectorId: 'a' })).toEqual({ status: 'success' })
    expect(reconnected).toHaveLength(3)
    expect(statuses(latch)).toEqual(['c connected', 'b connected', 'a active'])
    await disconnectConnection(latch, { connectorId: 'c' })
    expect(statuses(latch)).toEqual(['b connected', 'a active'])
    const kept = JSON.parse(storage.getItem('@latch/profile-wallets') ?? '[]')
    expect(kept.map((wallet: { connectorId: string }) => wallet.connectorId)).toEqual(['a', 'b'])
  })

  it('the Account view’s Disconnect ends the active one only: the others stay saved, the most recent is active', async () => {
    const { latch, reconnected, storage } = start(saved)
    await settled(() => reconnected.length === 3 && statuses(latch)[0] === 'c active')
    await switchConnection(latch, { connectorId: 'a' })
    await switchConnection(latch, { connectorId: 'b' })
    // The adapter makes its first held one (c) active, as wagmi does; a was active more recently.
    expect(await disconnect(latch)).toEqual({ status: 'success' })
    await settled(() => getAccount(latch).connectorId === 'a')
    expect(statuses(latch)).toEqual(['c connected', 'a active'])
    const kept = JSON.parse(storage.getItem('@latch/profile-wallets') ?? '[]')
    expect(kept.map((wallet: { connectorId: string }) => wallet.connectorId)).toEqual(['a', 'c'])
    expect(latch.storage.getConnections()).toEqual({ eip155: { connectorId: 'a' } })
  })

  it('a saved wallet the app does not list yet (a late extension) is not reconnected but stays saved', async () => {
    const late = { namespace: 'eip155', connectorId: 'late-extension', lastActiveAt: 4 }
    const { latch, reconnected, storage } = start([...saved, late])
    await settled(() => reconnected.length === 3)
    expect(reconnected).not.toContain('late-extension')
    const savedIds = () =>
      JSON.parse(storage.getItem('@latch/profile-wallets') ?? '[]').map(
        (wallet: { connectorId: string }) => wallet.connectorId,
      )
    // Through the writes that follow (a switch, a disconnect of another one) too.
    await switchConnection(latch, { connectorId: 'a' })
    await disconnectConnection(latch, { connectorId: 'b' })
    expect(savedIds()).toContain('late-extension')
    expect(statuses(latch).some((status) => status.startsWith('late-extension'))).toBe(false)
    // Disconnecting everything forgets it with the rest.
    await disconnectAllConnections(latch)
    expect(savedIds()).toEqual([])
  })

  it('switching to a connection that is not the visitor’s is a caller’s mistake', async () => {
    const { latch } = start([])
    await expect(switchConnection(latch, { connectorId: 'nobody' })).rejects.toThrow(
      'Connector not found',
    )
  })
})
