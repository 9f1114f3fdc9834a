import { createLatch, openModal } from '@latch/core'
import type { AccountDataSource } from '@latch/core/account'
import { createTestAdapter, testAddress, testNetworks } from '@latch/core/testing'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchProvider } from '../../LatchProvider'
import { until } from '../../testing/until'

/** The shared test adapter, already connected. */
function connectedAdapter() {
  const adapter = createTestAdapter({ networks: testNetworks, connectors: [] })
  adapter.set({
    status: 'connected',
    address: testAddress,
    caipNetworkId: 'eip155:31337',
    connectorId: 'test',
  })
  return adapter
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

/** Renders the app's modal and opens it on the Account view. */
async function openOn(latch: ReturnType<typeof createLatch>) {
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  await act(async () => root?.render(<LatchProvider latch={latch} />))
  await act(async () => openModal(latch))
}

/** The modal lives in a shadow root; the view's text is read from there. */
function modalText(): string {
  return document.querySelector('latch-modal')?.shadowRoot?.textContent ?? ''
}

describe('AccountView tabs', () => {
  it('never shows a blank tab when the data API fails: the tab says so and the spec toast appears', async () => {
    const latch = createLatch({
      networks: testNetworks,
      adapters: [connectedAdapter()],
      metadata: { name: 'Test', description: '', url: 'http://localhost', icons: [] },
      storage: null,
      dataSource: failingSource,
    })
    await openOn(latch)
    await until(() => modalText().includes('Token Balance Unavailable'))
    const shadow = document.querySelector('latch-modal')?.shadowRoot
    expect(shadow?.querySelector('[role=tabpanel]')?.textContent).toBe('Token Balance Unavailable')
    expect(shadow?.querySelector('[role=status]')?.textContent).toBe('Token Balance Unavailable')

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

describe('AccountView, a connection of several accounts', () => {
  const ordinal = 'bcrt1p8wpt9v4frpf3tkn0srd97pksgsxc5hs52lafxwru9kgeephvs7rqjeprhg'

  async function render(accounts: { address: string; purpose?: string }[] | undefined) {
    const adapter = connectedAdapter()
    adapter.set({ ...adapter.getConnection(), accounts })
    const latch = createLatch({
      networks: testNetworks,
      adapters: [adapter],
      metadata: { name: 'Test', description: '', url: 'http://localhost', icons: [] },
      storage: null,
    })
    await openOn(latch)
    await until(() => modalText().includes('Disconnect'))
    return document.querySelector('latch-modal')?.shadowRoot
  }

  it('offers the other accounts one tap away, each with its purpose and a copy button', async () => {
    const shadow = await render([
      { address: testAddress, purpose: 'payment' },
      { address: ordinal, purpose: 'ordinal' },
    ])
    const details = shadow?.querySelector('details')
    expect(details?.querySelector('summary')?.textContent).toBe('Other accounts')
    expect(details?.querySelector('li')?.textContent).toContain('Ordinals')
    expect(details?.querySelector('li [title]')?.getAttribute('title')).toBe(ordinal)
    expect(details?.querySelector('li button')?.getAttribute('aria-label')).toBe(
      'Copy address: Ordinals',
    )
  })

  it('shows no such disclosure for a connection of one account', async () => {
    const shadow = await render(undefined)
    expect(shadow?.querySelector('details')).toBeNull()
    expect(modalText()).not.toContain('Other accounts')
  })
})
