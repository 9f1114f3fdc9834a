import {
  type AccountDataSource,
  type AdapterConnection,
  type ChainAdapter,
  createLatch,
  defineNetwork,
} from '@latch/core'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchProvider } from '../../LatchProvider'

const network = defineNetwork({
  id: 31337,
  name: 'Latch Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})
const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** An adapter already connected (a test double of the adapter port; snapshots keep their identity). */
function connectedAdapter(): ChainAdapter {
  const connectors: ReturnType<ChainAdapter['getConnectors']> = []
  const connection: AdapterConnection = {
    status: 'connected',
    address,
    caipNetworkId: 'eip155:31337',
    connectorId: 'test',
  }
  return {
    namespace: 'eip155',
    networks: [network],
    setup: () => () => {},
    getConnection: () => connection,
    subscribeConnection: () => () => {},
    getConnectors: () => connectors,
    subscribeConnectors: () => () => {},
    reconnect: async () => true,
    connect: async () => {},
    disconnect: async () => {},
    switchNetwork: async () => {},
    getBalance: async () => ({ numeric: '10000', symbol: 'ETH' }),
  }
}

const down = async () => {
  throw new Error('data API down')
}
/** A data source whose balances and history fail, as an unreachable server does. */
const failingSource: AccountDataSource = {
  getBalances: down,
  getHistory: down,
  getNfts: down,
  getIdentity: down,
}

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  document.body.innerHTML = ''
})

/** The modal lives in a shadow root; the view's text is read from there. */
function modalText(): string {
  return document.querySelector('latch-modal')?.shadowRoot?.textContent ?? ''
}

async function until(predicate: () => boolean) {
  for (let i = 0; i < 100 && !predicate(); i++)
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  expect(predicate()).toBe(true)
}

describe('AccountView tabs', () => {
  it('never shows a blank tab when the data API fails: the tab says so and the spec toast appears', async () => {
    const latch = createLatch({
      networks: [network],
      adapters: [connectedAdapter()],
      metadata: { name: 'Test', description: '', url: 'http://localhost', icons: [] },
      storage: null,
      dataSource: failingSource,
    })
    const container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
    await act(async () => root?.render(<LatchProvider latch={latch} />))
    await act(async () => latch.open())
    await until(() => modalText().includes('Token Balance Unavailable'))
    const shadow = document.querySelector('latch-modal')?.shadowRoot
    expect(shadow?.querySelector('[role=tabpanel]')?.textContent).toBe('Token Balance Unavailable')
    expect(shadow?.querySelector('[role=alert]')?.textContent).toBe('Token Balance Unavailable')

    const activity = [...(shadow?.querySelectorAll('[role=tab]') ?? [])].find(
      (tab) => tab.textContent === 'Activity',
    ) as HTMLButtonElement | undefined
    await act(async () => activity?.click())
    await until(
      () =>
        shadow?.querySelector('[role=tabpanel]')?.textContent === 'Failed to fetch transactions',
    )
    expect(activity?.getAttribute('aria-selected')).toBe('true')
  })
})
