import {
  type AdapterConnection,
  type ChainAdapter,
  createLatch,
  defineNetwork,
  type Latch,
} from '@latch/core'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { ConnectButton } from '../buttons/ConnectButton'
import { LatchProvider } from '../LatchProvider'

const network = defineNetwork({
  id: 31337,
  name: 'Latch Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})
const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** An adapter with no wallet to offer, connected or not (snapshots keep their identity). */
function adapter(connected: boolean): ChainAdapter {
  const connectors: ReturnType<ChainAdapter['getConnectors']> = []
  const connection: AdapterConnection = connected
    ? { status: 'connected', address, caipNetworkId: 'eip155:31337', connectorId: 'test' }
    : { status: 'disconnected' }
  return {
    namespace: 'eip155',
    networks: [network],
    setup: () => () => {},
    getConnection: () => connection,
    subscribeConnection: () => () => {},
    getConnectors: () => connectors,
    subscribeConnectors: () => () => {},
    reconnect: async () => connected,
    connect: async () => {},
    disconnect: async () => {},
    switchNetwork: async () => {},
    getBalance: async () => ({ numeric: '1', symbol: 'ETH' }),
  }
}

function latchFor(connected: boolean): Latch {
  return createLatch({
    networks: [network],
    adapters: [adapter(connected)],
    metadata: { name: 'Test', description: '', url: 'http://localhost', icons: [] },
    storage: null,
  })
}

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  document.body.innerHTML = ''
})

async function mount(latch: Latch) {
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  await act(async () => root?.render(<LatchProvider latch={latch} />))
}

/** Lets the idle preload run and its chunk arrive (the test imports the same module to know when). */
async function idle(load: () => Promise<unknown>) {
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
  await load()
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
}

const shadow = () => document.querySelector('latch-modal')?.shadowRoot
const spinner = () => shadow()?.querySelector('[role=status] .spinner')

// The order matters: chunks stay loaded for the page, as in a browser.
describe('the dialog’s first frame', () => {
  it('shows a spinner only while a view’s chunk is really not there, then the view', async () => {
    const latch = latchFor(false)
    await mount(latch)
    act(() => latch.open({ view: 'Networks' }))
    expect(shadow()?.querySelector('[role=dialog]')?.getAttribute('aria-labelledby')).toBeTruthy()
    expect(spinner()).toBeTruthy()
    await act(() => import('../views/network/NetworksView'))
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(shadow()?.querySelector('[aria-label="Select network"]')?.textContent).toBe(
      'Latch Local',
    )
  })

  it('has the wallet list (here: its no-wallet message) in the frame the click renders', async () => {
    const latch = latchFor(false)
    const container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
    await act(async () =>
      root?.render(
        <LatchProvider latch={latch}>
          <ConnectButton />
        </LatchProvider>,
      ),
    )
    await idle(() => import('../views/connection/ConnectView'))

    // One synchronous render, as the frame after the click: no suspension, no spinner.
    act(() => container.querySelector('button')?.click())
    expect(shadow()?.querySelector('h2')?.textContent).toBe('Connect Wallet')
    expect(shadow()?.textContent).toContain('No wallet found.')
    expect(spinner()).toBeFalsy()
  })

  it('has the Account view in the first frame when connected', async () => {
    const latch = latchFor(true)
    await mount(latch)
    await idle(() => import('../views/account/AccountView'))

    act(() => latch.open())
    expect(shadow()?.querySelector('h2')?.textContent).toBe('Account')
    expect(shadow()?.querySelector('[aria-label="Copy address"]')).toBeTruthy()
    expect(spinner()).toBeFalsy()
  })
})
