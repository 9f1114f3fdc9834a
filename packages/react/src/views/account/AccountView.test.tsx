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
    const container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
    await act(async () => root?.render(<LatchProvider latch={latch} />))
    await act(async () => openModal(latch))
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
