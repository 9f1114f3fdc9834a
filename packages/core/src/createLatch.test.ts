import { describe, expect, it } from 'vitest'
import type { AccountDataSource } from './account/AccountDataSource'
import type { AdapterConnection, ChainAdapter } from './adapter'
import type { Connector } from './connectors/Connector'
import { createLatch } from './createLatch'
import { defineNetwork } from './network/defineNetwork'
import type { Network } from './network/Network'
import type { StorageLike } from './storage/createLatchStorage'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const local = defineNetwork({
  id: 31337,
  name: 'Local',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['x'] } },
})
const local2 = defineNetwork({
  id: 31338,
  name: 'Local 2',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['y'] } },
})
const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** An in-memory adapter (a test double of the adapter port): wallets answer as scripted. */
function testAdapter(options: { authorized?: string[]; reject?: boolean } = {}) {
  let connection: AdapterConnection = { status: 'disconnected' }
  const listeners = new Set<() => void>()
  const set = (next: AdapterConnection) => {
    connection = next
    for (const listener of listeners) listener()
  }
  const connectors: Connector[] = ['a', 'b', 'c'].map((id) => ({
    id,
    type: 'ANNOUNCED',
    name: `Wallet ${id}`,
    namespace: 'eip155',
    rdns: `com.${id}`,
  }))
  const tried: string[] = []
  const adapter: ChainAdapter & { set: typeof set; tried: string[] } = {
    namespace: 'eip155',
    networks: [local, local2],
    set,
    tried,
    setup: () => () => {},
    getConnection: () => connection,
    subscribeConnection: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getConnectors: () => connectors,
    subscribeConnectors: () => () => {},
    async reconnect(ids) {
      for (const id of ids) {
        tried.push(id)
        if (options.authorized?.includes(id)) {
          set({ status: 'connected', address, caipNetworkId: 'eip155:31337', connectorId: id })
          return true
        }
      }
      return false
    },
    async connect({ connectorId, network }) {
      if (options.reject)
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      set({
        status: 'connected',
        address,
        caipNetworkId: network?.caipNetworkId ?? 'eip155:31337',
        connectorId,
      })
    },
    async disconnect() {
      set({ status: 'disconnected' })
    },
    async switchNetwork(network: Network) {
      set({ ...connection, caipNetworkId: network.caipNetworkId })
    },
    async getBalance() {
      return { numeric: '10000', symbol: 'ETH' }
    },
  }
  return adapter
}

function memoryStorage(): StorageLike {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

function setup(
  adapterOptions?: Parameters<typeof testAdapter>[0],
  extra: {
    embedded?: boolean
    dataSource?: AccountDataSource
    apiUrl?: string
    projectId?: string
  } = {},
) {
  const adapter = testAdapter(adapterOptions)
  const storage = memoryStorage()
  const latch = createLatch({
    networks: [local, local2],
    adapters: [adapter],
    metadata: { name: 'Test', description: 'Test', url: 'http://localhost', icons: [] },
    storage,
    ...extra,
  })
  return { latch, adapter, storage }
}

const view = (latch: ReturnType<typeof createLatch>) => latch.getState().history.at(-1)?.view

describe('createLatch', () => {
  it('opens Connect while disconnected and a requested view when asked', () => {
    const { latch } = setup()
    latch.open()
    expect(latch.getState().open).toBe(true)
    expect(view(latch)).toBe('Connect')
    latch.open({ view: 'Networks' })
    expect(view(latch)).toBe('Networks')
  })

  it('closing resets the view to Connect and clears pending attempts', async () => {
    const { latch } = setup({ reject: true })
    latch.setup()
    latch.open()
    latch.push('ConnectingExternal', { connectorId: 'a' })
    await latch.connect('a')
    latch.close()
    expect(latch.getState()).toMatchObject({
      open: false,
      history: [{ view: 'Connect' }],
      connectAttempt: undefined,
    })
  })

  it('connects, records the recent wallet, closes, and opens Account next time', async () => {
    const { latch } = setup()
    latch.setup()
    latch.open()
    await latch.connect('b')
    expect(latch.getState().open).toBe(false)
    expect(latch.getState().recentWalletIds).toEqual(['b'])
    expect(latch.getAccount()).toMatchObject({
      isConnected: true,
      address,
      caipAddress: `eip155:31337:${address}`,
      chainId: 31337,
    })
    latch.open()
    expect(view(latch)).toBe('Account')
    expect(latch.getConnectors()[0]?.id).toBe('b')
  })

  it('shows "Connection rejected" when the wallet rejects, and stays open for a retry', async () => {
    const { latch } = setup({ reject: true })
    latch.open()
    latch.push('ConnectingExternal', { connectorId: 'a' })
    await latch.connect('a')
    expect(latch.getState().connectAttempt).toEqual({
      connectorId: 'a',
      status: 'rejected',
      message: 'Connection rejected',
    })
    expect(view(latch)).toBe('ConnectingExternal')
  })

  it('rejects an unknown connector id', async () => {
    const { latch } = setup()
    await expect(latch.connect('nope')).rejects.toThrow()
  })

  it('going back to Connect while connected lands on Account; one entry left closes', async () => {
    const { latch } = setup()
    latch.setup()
    await latch.connect('a')
    latch.open({ view: 'Connect' })
    latch.push('Networks')
    latch.back()
    expect(view(latch)).toBe('Account')
    latch.back()
    expect(latch.getState().open).toBe(false)
  })

  it('reconnects one connector at a time, most recent first, only after a saved connection', async () => {
    const first = setup({ authorized: ['c'] })
    first.latch.setup()
    await Promise.resolve()
    expect(first.adapter.tried).toEqual([])

    const { latch, adapter, storage } = setup({ authorized: ['a', 'c'] })
    const seed = createLatch({ ...latch.options, storage })
    seed.storage.addRecentWalletId('b')
    seed.storage.addRecentWalletId('c')
    seed.storage.setConnections({ eip155: { connectorId: 'c' } })
    latch.setup()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(adapter.tried).toEqual(['c'])
    expect(latch.getAccount().connectorId).toBe('c')
  })

  it('ends disconnected and clears the session when no connector reconnects', async () => {
    const { latch, adapter, storage } = setup({ authorized: [] })
    const seed = createLatch({ ...latch.options, storage })
    seed.storage.setConnections({ eip155: { connectorId: 'b' } })
    seed.storage.setLastChain('eip155:31338')
    latch.setup()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(adapter.tried).toEqual(['b', 'a', 'c'])
    expect(latch.getAccount().status).toBe('disconnected')
    expect(seed.storage.getLastChain()).toBeUndefined()
  })

  it('opens UnsupportedChain when the wallet moves to a network the app does not list, and closes when back', async () => {
    const { latch, adapter } = setup()
    latch.setup()
    await latch.connect('a')
    adapter.set({ ...adapter.getConnection(), caipNetworkId: 'eip155:999' })
    expect(latch.getState().open).toBe(true)
    expect(view(latch)).toBe('UnsupportedChain')
    expect(latch.getAccount().isNetworkSupported).toBe(false)
    await latch.switchNetwork('eip155:31338')
    expect(latch.getState().open).toBe(false)
    expect(latch.getAccount().chainId).toBe(31338)
  })

  it('does not show UnsupportedChain when unsupported chains are allowed', async () => {
    const adapter = testAdapter()
    const latch = createLatch({
      networks: [local],
      adapters: [adapter],
      metadata: { name: 'Test', description: '', url: '', icons: [] },
      storage: null,
      allowUnsupportedChain: true,
    })
    latch.setup()
    await latch.connect('a')
    adapter.set({ ...adapter.getConnection(), caipNetworkId: 'eip155:999' })
    expect(latch.getState().open).toBe(false)
  })

  it('remembers the network chosen while disconnected and connects to it', async () => {
    const { latch } = setup()
    latch.setup()
    await latch.switchNetwork('eip155:31338')
    expect(latch.getState().preferredCaipNetworkId).toBe('eip155:31338')
    await latch.connect('a')
    expect(latch.getAccount().caipNetworkId).toBe('eip155:31338')
  })

  it('disconnect closes the modal and forgets the saved connection', async () => {
    const { latch } = setup()
    latch.setup()
    await latch.connect('a')
    latch.open()
    await latch.disconnect()
    expect(latch.getState().open).toBe(false)
    expect(latch.getAccount().isConnected).toBe(false)
    expect(latch.storage.getConnections()).toEqual({})
  })

  it('in embedded mode stays open: Account when connected, Connect otherwise', async () => {
    const { latch } = setup(undefined, { embedded: true })
    latch.setup()
    expect(latch.getState().open).toBe(true)
    await latch.connect('a')
    latch.close()
    expect(latch.getState().open).toBe(true)
    expect(view(latch)).toBe('Account')
    await latch.disconnect()
    expect(view(latch)).toBe('Connect')
  })

  it('loads the balance of the connected account', async () => {
    const { latch } = setup()
    latch.setup()
    await latch.connect('a')
    await latch.fetchBalance()
    expect(latch.getState().balance).toEqual({
      numeric: '10000',
      symbol: 'ETH',
      caipAddress: `eip155:31337:${address}`,
    })
  })

  it('keeps account snapshots stable while nothing changes', async () => {
    const { latch } = setup()
    expect(latch.getAccount()).toBe(latch.getAccount())
    expect(latch.getConnectors()).toBe(latch.getConnectors())
  })

  it('has no account data without a data source, and builds its data API client from apiUrl', () => {
    expect(setup().latch.getAccountData()).toBeUndefined()
    const withApi = setup(undefined, { apiUrl: 'http://127.0.0.1:1', projectId: 'p' }).latch
    expect(withApi.getAccountData()).toBe(withApi.getAccountData())
  })

  it('turns failed token and history loads into the spec toasts, and forgets data on disconnect', async () => {
    const failing: AccountDataSource = {
      getBalances: async () => {
        throw new Error('down')
      },
      getHistory: async () => {
        throw new Error('down')
      },
      getNfts: async () => ({ data: [], next: null }),
      getIdentity: async () => ({ name: null, avatar: null }),
    }
    const { latch } = setup(undefined, { dataSource: failing })
    latch.setup()
    await latch.connect('a')
    const data = latch.getAccountData()
    const account = { address, caipNetworkId: 'eip155:31337' } as const
    await data?.loadTokens(account)
    expect(latch.toasts.getToast()).toMatchObject({
      variant: 'error',
      message: 'Token Balance Unavailable',
    })
    latch.toasts.hide()
    await data?.loadActivity(account)
    expect(latch.toasts.getToast()?.message).toBe('Failed to fetch transactions')
    await latch.disconnect()
    expect(data?.getState().tokens.status).toBe('idle')
  })

  it('setup is idempotent and its teardown stops following the wallet', async () => {
    const { latch, adapter } = setup()
    const stop = latch.setup()
    expect(latch.setup()).toBe(stop)
    stop()
    adapter.set({ status: 'connected', address, caipNetworkId: 'eip155:999', connectorId: 'a' })
    expect(latch.getState().open).toBe(false)
    expect(latch.getNetwork('eip155:31338')?.name).toBe('Local 2')
    expect(latch.getNetwork('eip155:1')).toBeUndefined()
  })
})
