import { createLatch, openModal } from '@latch/core'
import type { AccountDataSource, TokenBalance } from '@latch/core/account'
import { pushView } from '@latch/core/internal'
import type { SwapToken } from '@latch/core/swap'
import { createTestAdapter, testAddress, testNetworks } from '@latch/core/testing'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchProvider } from '../../LatchProvider'
import { until } from '../../testing/until'
import { swap } from './swap'

const native = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const lusd = 'eip155:31337:0x5fbdb2315678afecb367f032d93f642f64180aa3'
const ltk = 'eip155:31337:0xe7f1725e7734ce288f8367e1bb143e90bb3f0512'
const tokens: SwapToken[] = [
  { name: 'Ether', symbol: 'ETH', address: native, decimals: 18, logoUri: null },
  { name: 'Latch USD', symbol: 'LUSD', address: lusd, decimals: 6, logoUri: null },
  { name: 'Latch Token', symbol: 'LTK', address: ltk, decimals: 18, logoUri: null },
]
// The data API answers addresses checksummed and the native coin without one.
const balances: TokenBalance[] = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:31337',
    price: 3000,
    value: 3000,
    quantity: { decimals: '18', numeric: '1' },
  },
  {
    name: 'Latch USD',
    symbol: 'LUSD',
    chainId: 'eip155:31337',
    address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
    price: 1,
    value: 5000,
    quantity: { decimals: '6', numeric: '5000' },
  },
]
const source: AccountDataSource = {
  getBalances: async () => ({ balances }),
  getHistory: async () => ({ data: [], next: null }),
  getNfts: async () => ({ data: [], next: null }),
  getIdentity: async () => ({ name: null, avatar: null }),
}

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  document.body.innerHTML = ''
})

const shadow = () => document.querySelector('latch-modal')?.shadowRoot
const optionLabels = () =>
  [...(shadow()?.querySelectorAll('li button') ?? [])].map((b) => b.textContent)
const headings = () => [...(shadow()?.querySelectorAll('h3') ?? [])].map((h) => h.textContent)

describe('SwapSelectToken', () => {
  it('lists held tokens first by value, the others as suggestions; search filters; a choice sets the side', async () => {
    const adapter = createTestAdapter({ networks: testNetworks, connectors: [] })
    adapter.set({
      status: 'connected',
      address: testAddress,
      caipNetworkId: 'eip155:31337',
      connectorId: 'test',
    })
    const latch = createLatch({
      networks: testNetworks,
      adapters: [adapter],
      metadata: { name: 'Test', description: '', url: 'http://localhost', icons: [] },
      storage: null,
      dataSource: source,
      features: [swap()],
    })
    latch.store.setState({
      swap: {
        amount: '',
        from: tokens[0],
        to: tokens[1],
        tokens: { status: 'ready', list: tokens, caipNetworkId: 'eip155:31337' },
      },
    })
    const container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
    await act(async () => root?.render(<LatchProvider latch={latch} />))
    await act(async () => openModal(latch))
    await act(async () => void pushView(latch, 'SwapSelectToken', { side: 'to' }))
    await until(
      () => optionLabels().length === 3 && optionLabels()[0]?.includes('Balance') === true,
    )

    expect(headings()).toEqual(['Your tokens', 'Suggested tokens'])
    expect(optionLabels()).toEqual([
      'LUSD Latch USD Balance 5,000.000',
      'ETH Ether Balance 1.000',
      'LTK Latch Token ',
    ])

    const search = shadow()?.querySelector('input[type=search]') as HTMLInputElement
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
        search,
        'latch t',
      )
      search.dispatchEvent(new Event('input', { bubbles: true, composed: true }))
    })
    expect(optionLabels()).toEqual(['LTK Latch Token '])
    expect(headings()).toEqual(['Suggested tokens'])

    const first = shadow()?.querySelector('li button') as HTMLButtonElement
    await act(async () => first.click())
    expect(latch.getState().swap.to?.symbol).toBe('LTK')
    expect(latch.getState().swap.from?.symbol).toBe('ETH')
    expect(latch.getState().history.at(-1)?.view).not.toBe('SwapSelectToken')
  })
})
