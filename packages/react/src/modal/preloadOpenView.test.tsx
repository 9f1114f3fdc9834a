import { createLatch, type Latch, openModal, type ViewName } from '@latch/core'
import { createTestAdapter, testAddress, testNetworks } from '@latch/core/testing'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { ConnectButton } from '../buttons/ConnectButton'
import { LatchProvider } from '../LatchProvider'
import { until } from '../testing/until'
import { isViewReady } from './viewRegistry'

/** The shared test adapter with no wallet to offer, connected or not. */
function latchFor(connected: boolean): Latch {
  const adapter = createTestAdapter({ networks: testNetworks, connectors: [] })
  if (connected)
    adapter.set({
      status: 'connected',
      address: testAddress,
      caipNetworkId: 'eip155:31337',
      connectorId: 'test',
    })
  return createLatch({
    networks: testNetworks,
    adapters: [adapter],
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

/** Lets the idle preload run until the view is ready: the instance's registries and the view's chunk. */
async function idle(latch: Latch, view: ViewName) {
  await until(() => isViewReady(latch, view))
}

const shadow = () => document.querySelector('latch-modal')?.shadowRoot
const spinner = () => shadow()?.querySelector('[role=status] .spinner')

// The order matters: chunks stay loaded for the page, as in a browser.
describe('the dialog’s first frame', () => {
  it('shows a spinner only while a view’s chunk is really not there, then the view', async () => {
    const latch = latchFor(false)
    await mount(latch)
    act(() => openModal(latch, { view: 'Networks' }))
    expect(shadow()?.querySelector('[role=dialog]')?.getAttribute('aria-labelledby')).toBeTruthy()
    expect(spinner()).toBeTruthy()
    // The features' registries, then the view's chunk.
    // The current network is marked in words (behaviour.md §18.1).
    const networks = () => shadow()?.querySelector('[aria-label="Select network"]')?.textContent
    await until(() => networks() !== undefined)
    expect(networks()).toBe('Local✓ Current networkLocal 2')
    expect(spinner()).toBeFalsy()
    expect(shadow()?.querySelector('h2')?.textContent).toBe('Choose Network')
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
    await idle(latch, 'Connect')

    // One synchronous render, as the frame after the click: no suspension, no spinner.
    act(() => container.querySelector('button')?.click())
    expect(shadow()?.querySelector('h2')?.textContent).toBe('Connect Wallet')
    expect(shadow()?.textContent).toContain('No wallet found.')
    expect(spinner()).toBeFalsy()
  })

  it('has the Account view in the first frame when connected', async () => {
    const latch = latchFor(true)
    await mount(latch)
    await idle(latch, 'Account')

    act(() => openModal(latch))
    expect(shadow()?.querySelector('h2')?.textContent).toBe('Account')
    expect(shadow()?.querySelector('[aria-label="Copy address"]')).toBeTruthy()
    expect(spinner()).toBeFalsy()
  })
})
