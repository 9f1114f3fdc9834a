import { createLatch, defineNetwork, openModal } from '@latch/core'
import { pushView } from '@latch/core/internal'
import { createTestAdapter, testAddress, testNetworks } from '@latch/core/testing'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchProvider } from '../../LatchProvider'
import { until } from '../../testing/until'

// behaviour.md §14.3: EVM and Solana networks in one app.
const solanaLocal = defineNetwork({
  chainNamespace: 'solana',
  id: 'DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp',
  name: 'Solana Local',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
})

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  document.body.innerHTML = ''
})

const shadow = () => document.querySelector('latch-modal')?.shadowRoot
const buttons = () => [...(shadow()?.querySelectorAll('button') ?? [])]
const button = (name: string) =>
  buttons().find((candidate) => candidate.textContent === name) as HTMLButtonElement
/** The names in the Connect view's wallet list. */
const wallets = () => [
  ...(shadow()?.querySelectorAll('ul[aria-label="Wallets"] button > span:not(.tag)') ?? []),
]
/** A list's accessible name, from its label or the heading that labels it. */
const listName = (list: Element) =>
  list.getAttribute('aria-label') ??
  shadow()?.getElementById(list.getAttribute('aria-labelledby') ?? '')?.textContent

async function render() {
  const evm = createTestAdapter({ networks: testNetworks })
  const solana = createTestAdapter({
    namespace: 'solana',
    networks: [solanaLocal],
    address: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
    connectors: [
      { id: 'wallet-standard:Wallet a', type: 'ANNOUNCED', name: 'Wallet a', namespace: 'solana' },
      { id: 'wallet-standard:Phantom', type: 'ANNOUNCED', name: 'Phantom', namespace: 'solana' },
    ],
  })
  evm.set({
    status: 'connected',
    address: testAddress,
    caipNetworkId: 'eip155:31337',
    connectorId: 'a',
  })
  const latch = createLatch({
    networks: [...testNetworks, solanaLocal],
    adapters: [evm, solana],
    metadata: { name: 'Test', description: '', url: 'http://localhost', icons: [] },
    storage: null,
  })
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  await act(async () => root?.render(<LatchProvider latch={latch} />))
  await act(async () => {
    openModal(latch)
    pushView(latch, 'Networks')
  })
  await until(() => button('Solana Local') !== undefined)
  return { latch, evm, solana }
}

describe('Networks with two namespaces', () => {
  it('groups the networks by namespace under headings that name their lists', async () => {
    await render()
    const lists = [...(shadow()?.querySelectorAll('ul') ?? [])]
    expect(lists.map((list) => [listName(list), list.textContent])).toEqual([
      ['EVM networks', 'Local✓ Current networkLocal 2'],
      ['Solana networks', 'Solana Local'],
    ])
    expect(button('Local✓ Current network').getAttribute('aria-current')).toBe('true')
  })

  it('choosing a Solana network while the EVM wallet is connected lists the wallets with a Solana side', async () => {
    const { latch, solana } = await render()
    await act(async () => button('Solana Local').click())
    await until(() => wallets().length > 0)
    // Wallet a has both sides and is listed once; b and c have no Solana side.
    expect(wallets().map((wallet) => wallet.textContent)).toEqual(['Wallet a', 'Phantom'])
    const walletA = wallets()[0]?.closest('button') as HTMLButtonElement
    await act(async () => walletA.click())
    await until(() => solana.getConnection().status === 'connected')
    expect(solana.getConnection().connectorId).toBe('wallet-standard:Wallet a')
    expect(latch.getState().activeNamespace).toBe('solana')
  })
})
