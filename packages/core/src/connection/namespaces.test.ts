import { describe, expect, it } from 'vitest'
import { createLatch } from '../createLatch'
import type { LatchEvents } from '../events/LatchEvents'
import { openModal } from '../modal/openModal'
import { defineNetwork } from '../network/defineNetwork'
import { switchNetwork } from '../network/switchNetwork'
import { createTestAdapter, testAddress } from '../testing/createTestAdapter'
import { memoryStorage } from '../testing/memoryStorage'
import { testNetworks } from '../testing/testNetworks'
import { connect } from './connect'
import { disconnect } from './disconnect'
import { getAccount } from './getAccount'
import { getConnectors } from './getConnectors'
import { getNamespaceToConnect } from './getNamespaceToConnect'

// behaviour.md §14: an EVM and a Solana adapter side by side, each with its own connection.
const solanaLocal = defineNetwork({
  chainNamespace: 'solana',
  id: 'DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp',
  name: 'Solana Local',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
})
const solanaAddress = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'

function createTwoNamespaceLatch(
  authorized: { evm?: string[]; solana?: string[] } = {},
  storage = memoryStorage(),
) {
  const evm = createTestAdapter({
    networks: testNetworks,
    authorized: authorized.evm,
    connectors: [
      { id: 'sample.evm', type: 'ANNOUNCED', name: 'Sample Wallet', namespace: 'eip155' },
      { id: 'metamask', type: 'ANNOUNCED', name: 'MetaMask', namespace: 'eip155' },
    ],
  })
  const solana = createTestAdapter({
    namespace: 'solana',
    networks: [solanaLocal],
    address: solanaAddress,
    authorized: authorized.solana,
    connectors: [
      { id: 'sample.solana', type: 'ANNOUNCED', name: 'Sample Wallet', namespace: 'solana' },
      { id: 'backpack', type: 'ANNOUNCED', name: 'Backpack', namespace: 'solana' },
    ],
  })
  const latch = createLatch({
    networks: [...testNetworks, solanaLocal],
    adapters: [evm, solana],
    metadata: { name: 'Test', description: 'Test', url: 'http://localhost', icons: [] },
    storage,
  })
  return { latch, evm, solana, storage }
}

const view = (latch: ReturnType<typeof createLatch>) => latch.getState().history.at(-1)?.view
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('connections in two namespaces', () => {
  it('lists a wallet with both sides once, and connects the side of the active namespace', async () => {
    const { latch, evm, solana } = createTwoNamespaceLatch()
    latch.setup()
    expect(getConnectors(latch).map((connector) => connector.id)).toEqual([
      'sample.evm',
      'metamask',
      'backpack',
    ])
    openModal(latch, { namespace: 'solana' })
    expect(view(latch)).toBe('Connect')
    await connect(latch, { connectorId: 'sample.evm' })
    expect(solana.getConnection()).toMatchObject({
      status: 'connected',
      connectorId: 'sample.solana',
    })
    expect(evm.getConnection().status).toBe('disconnected')
    expect(latch.storage.getConnections()).toEqual({ solana: { connectorId: 'sample.solana' } })
    expect(getAccount(latch)).toMatchObject({
      namespace: 'solana',
      caipAddress: `solana:DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp:${solanaAddress}`,
      chainId: 'DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp',
    })
    // Used through its Solana side, the wallet is a recent wallet.
    expect(getConnectors(latch)[0]?.id).toBe('sample.evm')
  })

  it('connects the side of the namespace the caller means, whichever is active', async () => {
    const { latch, evm, solana } = createTwoNamespaceLatch()
    latch.setup()
    openModal(latch, { namespace: 'solana' })
    // The wallet's entry id is its EVM side's own: meant as EVM, it is the EVM side, though Solana is active.
    await connect(latch, { connectorId: 'sample.evm', namespace: 'eip155' })
    expect(evm.getConnection()).toMatchObject({ status: 'connected', connectorId: 'sample.evm' })
    expect(solana.getConnection().status).toBe('disconnected')
    // Any side's id names the wallet: its Solana side when Solana is meant.
    await connect(latch, { connectorId: 'sample.evm', namespace: 'solana' })
    expect(solana.getConnection()).toMatchObject({
      status: 'connected',
      connectorId: 'sample.solana',
    })
  })

  it('tells apart two adapters listing the same connector id', async () => {
    const injected = (namespace: 'eip155' | 'solana', name: string) => ({
      id: 'injected',
      type: 'INJECTED' as const,
      name,
      namespace,
    })
    const evm = createTestAdapter({
      networks: testNetworks,
      connectors: [injected('eip155', 'EVM')],
    })
    const solana = createTestAdapter({
      namespace: 'solana',
      networks: [solanaLocal],
      address: solanaAddress,
      connectors: [injected('solana', 'Phantom')],
    })
    const latch = createLatch({
      networks: [...testNetworks, solanaLocal],
      adapters: [evm, solana],
      metadata: { name: 'Test', description: 'Test', url: 'http://localhost', icons: [] },
      storage: memoryStorage(),
    })
    latch.setup()
    expect(getConnectors(latch).map((c) => `${c.namespace} ${c.id}`)).toEqual([
      'eip155 injected',
      'solana injected',
    ])
    await connect(latch, { connectorId: 'injected', namespace: 'solana' })
    expect(solana.getConnection()).toMatchObject({ status: 'connected', connectorId: 'injected' })
    expect(evm.getConnection().status).toBe('disconnected')
  })

  it('adds a Solana connection beside the EVM one through the network list, then switches without asking', async () => {
    const { latch, evm, solana } = createTwoNamespaceLatch()
    latch.setup()
    await connect(latch, { connectorId: 'metamask' })
    openModal(latch)
    latch.store.setState({ history: [{ view: 'Account' }, { view: 'Networks' }] })

    await switchNetwork(latch, { caipNetworkId: solanaLocal.caipNetworkId })
    // Opening rule 1: the other namespace's Connect, listing only wallets with a Solana side.
    expect(view(latch)).toBe('Connect')
    expect(latch.getState().activeNamespace).toBe('solana')
    expect(getNamespaceToConnect(latch)).toBe('solana')
    expect(getConnectors(latch, { namespace: 'solana' }).map((c) => c.id)).toEqual([
      'sample.evm',
      'backpack',
    ])
    await connect(latch, { connectorId: 'backpack' })
    expect(getNamespaceToConnect(latch)).toBeUndefined()
    expect(getAccount(latch, { namespace: 'eip155' })).toMatchObject({ address: testAddress })
    expect(getAccount(latch, { namespace: 'solana' })).toMatchObject({ address: solanaAddress })
    expect(latch.storage.getConnections()).toEqual({
      eip155: { connectorId: 'metamask' },
      solana: { connectorId: 'backpack' },
    })

    const asked: string[] = []
    evm.switchNetwork = async (network) => void asked.push(network.caipNetworkId)
    openModal(latch)
    latch.store.setState({ history: [{ view: 'Account' }, { view: 'Networks' }] })
    expect(await switchNetwork(latch, { caipNetworkId: 'eip155:31337' })).toEqual({
      status: 'success',
    })
    expect(asked).toEqual([])
    expect(latch.getState().activeNamespace).toBe('eip155')
    expect(latch.getState().open).toBe(false)
    expect(solana.getConnection().status).toBe('connected')
  })

  it('tells connected and disconnected per namespace; making the other one active changes the account only', async () => {
    const { latch, solana } = createTwoNamespaceLatch()
    latch.setup()
    const heard: string[] = []
    for (const name of ['connected', 'disconnected', 'accountChanged'] as const)
      latch.events.on(name, (payload: LatchEvents[typeof name]) => {
        const account = 'account' in payload ? payload.account : payload.previous
        heard.push(`${name} ${account.namespace}`)
      })
    await connect(latch, { connectorId: 'metamask' })
    expect(heard).toEqual(['connected eip155', 'accountChanged eip155'])
    heard.length = 0
    await switchNetwork(latch, { caipNetworkId: solanaLocal.caipNetworkId })
    expect(heard).toEqual(['accountChanged solana'])
    heard.length = 0
    await connect(latch, { connectorId: 'backpack' })
    expect(heard).toEqual(['connected solana', 'accountChanged solana'])
    heard.length = 0
    solana.set({ status: 'disconnected' })
    expect(heard).toEqual(['disconnected solana', 'accountChanged solana'])
    // The wallet left: the EVM connection, still there, is shown.
    await tick()
    expect(latch.getState().activeNamespace).toBe('eip155')
    expect(getAccount(latch).isConnected).toBe(true)
  })

  it('disconnects one namespace (the other stays, with the session) or all', async () => {
    const { latch } = createTwoNamespaceLatch()
    latch.setup()
    await connect(latch, { connectorId: 'metamask' })
    await switchNetwork(latch, { caipNetworkId: solanaLocal.caipNetworkId })
    await connect(latch, { connectorId: 'backpack' })
    latch.storage.setLastChain('eip155:31337')

    await disconnect(latch)
    expect(getAccount(latch, { namespace: 'solana' }).isConnected).toBe(false)
    expect(latch.storage.getConnections()).toEqual({ eip155: { connectorId: 'metamask' } })
    expect(latch.storage.getLastChain()).toBe('eip155:31337')
    await tick()
    expect(getAccount(latch)).toMatchObject({ namespace: 'eip155', isConnected: true })

    await switchNetwork(latch, { caipNetworkId: solanaLocal.caipNetworkId })
    await connect(latch, { connectorId: 'backpack' })
    expect(await disconnect(latch, { namespace: 'all' })).toEqual({ status: 'success' })
    expect(getAccount(latch, { namespace: 'eip155' }).isConnected).toBe(false)
    expect(getAccount(latch, { namespace: 'solana' }).isConnected).toBe(false)
    expect(latch.storage.getConnections()).toEqual({})
    expect(latch.storage.getLastChain()).toBeUndefined()
  })

  it('reconnects both namespaces on reload, the one last looked at active again', async () => {
    const storage = memoryStorage()
    const first = createTwoNamespaceLatch({}, storage)
    first.latch.storage.setConnections({
      eip155: { connectorId: 'metamask' },
      solana: { connectorId: 'sample.solana' },
    })
    first.latch.storage.setActiveNamespace('solana')

    const { latch, evm, solana } = createTwoNamespaceLatch(
      { evm: ['metamask'], solana: ['sample.solana'] },
      storage,
    )
    latch.setup()
    await tick()
    expect(evm.tried).toEqual(['metamask'])
    expect(solana.tried).toEqual(['sample.solana'])
    expect(getAccount(latch)).toMatchObject({ namespace: 'solana', isConnected: true })
    expect(getAccount(latch, { namespace: 'eip155' }).isConnected).toBe(true)
  })

  it('keeps the reconnected namespace active when the one last looked at did not reconnect', async () => {
    const storage = memoryStorage()
    const first = createTwoNamespaceLatch({}, storage)
    first.latch.storage.setConnections({
      eip155: { connectorId: 'metamask' },
      solana: { connectorId: 'backpack' },
    })
    first.latch.storage.setActiveNamespace('solana')
    const { latch } = createTwoNamespaceLatch({ evm: ['metamask'] }, storage)
    latch.setup()
    await tick()
    expect(getAccount(latch)).toMatchObject({ namespace: 'eip155', isConnected: true })
  })
})
