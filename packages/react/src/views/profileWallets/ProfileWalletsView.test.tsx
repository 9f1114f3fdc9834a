import { createLatch, openModal } from '@latch/core'
import { createTestAdapter, memoryStorage, testAddress, testNetworks } from '@latch/core/testing'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LatchProvider } from '../../LatchProvider'
import { until } from '../../testing/until'
import { profileWallets } from './profileWallets'

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

const shadow = () => document.querySelector('latch-modal')?.shadowRoot
const byLabel = (name: string) =>
  [...(shadow()?.querySelectorAll('button') ?? [])].find(
    (button) => (button.getAttribute('aria-label') ?? button.textContent) === name,
  ) as HTMLButtonElement | undefined
/** The Account header's wallet switch, by its name: the address it shows, then what it does. */
const entry = (count: number) =>
  `0x7099…79C8, Manage wallets: ${count === 1 ? '1 wallet' : `${count} wallets`}`
/** Each row of ProfileWallets as the visitor reads it: name, then what it says. */
const rows = () =>
  [...(shadow()?.querySelectorAll('ul[aria-label="Your connections"] > li') ?? [])].map(
    (row) => `${row.getAttribute('aria-label')}: ${row.querySelector('.main')?.textContent}`,
  )

async function render(saved: string | undefined) {
  const evm = createTestAdapter({ networks: testNetworks })
  evm.set({
    status: 'connected',
    address: testAddress,
    caipNetworkId: 'eip155:31337',
    connectorId: 'a',
  })
  const storage = memoryStorage()
  if (saved !== undefined) storage.setItem('@latch/profile-wallets', saved)
  const latch = createLatch({
    networks: testNetworks,
    adapters: [evm],
    metadata: { name: 'Test', description: '', url: 'http://localhost', icons: [] },
    storage,
    features: [profileWallets()],
  })
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  await act(async () => root?.render(<LatchProvider latch={latch} />))
  await act(async () => openModal(latch))
  return { latch, evm, storage }
}

describe('ProfileWallets', () => {
  it('is reached from the Account header and lists the held connection and a saved one', async () => {
    await render(JSON.stringify([{ namespace: 'eip155', connectorId: 'b', lastActiveAt: 1 }]))
    await until(() => byLabel(entry(2)) !== undefined)
    // In the header, in place of the plain address, beside its copy button (AppKit's wallet switch).
    const header = byLabel(entry(2))?.closest('.address')
    expect(byLabel(entry(2))?.textContent).toBe('0x7099…79C8')
    expect(header?.querySelectorAll('button')).toHaveLength(2)
    expect(header?.querySelector('button[aria-label="Copy address"]')).not.toBeNull()
    expect(byLabel(entry(2))?.querySelector('img')?.getAttribute('src')).toMatch(/^data:image/)
    await act(async () => byLabel(entry(2))?.click())
    await until(() => rows().length === 2 && rows()[0]?.includes('Balance') === true)
    expect(rows()).toEqual([
      'Wallet a: Wallet a0x7099…79C8Active · Balance: 10,000.000 ETH',
      'Wallet b: Wallet bDisconnected',
    ])
    expect(byLabel('Switch to Wallet a')).toBeUndefined()
  })

  it('switching to a disconnected one reconnects it through its own flow; disconnect one forgets it', async () => {
    const { evm, storage } = await render(
      JSON.stringify([{ namespace: 'eip155', connectorId: 'b', lastActiveAt: 1 }]),
    )
    await until(() => byLabel(entry(2)) !== undefined)
    await act(async () => byLabel(entry(2))?.click())
    await until(() => byLabel('Switch to Wallet b') !== undefined)
    await act(async () => byLabel('Switch to Wallet b')?.click())
    await until(() => evm.getConnection().connectorId === 'b')
    // The test wallet holds one connection at a time: Wallet a is now a saved one to reconnect.
    await until(() => rows()[0]?.startsWith('Wallet b: Wallet b0x7099…79C8Active') === true)
    expect(rows()).toContain('Wallet a: Wallet aDisconnected')
    await act(async () => byLabel('Disconnect Wallet a')?.click())
    await until(() => rows().length === 1)
    expect(evm.getConnection().connectorId).toBe('b')
    const kept = JSON.parse(storage.getItem('@latch/profile-wallets') ?? '[]')
    expect(kept.map((wallet: { connectorId: string }) => wallet.connectorId)).toEqual(['b'])
  })

  it.each([
    ['truncated JSON', '[{"namespace":"eip155","connectorId":"b","lastAc', 'not valid JSON'],
    [
      'an unknown connector',
      JSON.stringify([{ namespace: 'eip155', connectorId: 'gone', lastActiveAt: 1 }]),
      'unknown connector: gone',
    ],
    [
      'a foreign namespace',
      JSON.stringify([{ namespace: 'cosmos', connectorId: 'b', lastActiveAt: 1 }]),
      'namespace this app does not have: cosmos',
    ],
  ])('ignores %s in storage with a warning, never a blank modal', async (_, saved, warning) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await render(saved)
    await until(() => byLabel(entry(1)) !== undefined)
    await act(async () => byLabel(entry(1))?.click())
    await until(() => rows().length === 1 && rows()[0]?.includes('Balance') === true)
    expect(rows()).toEqual(['Wallet a: Wallet a0x7099…79C8Active · Balance: 10,000.000 ETH'])
    expect(warn.mock.calls.flat().join(' ')).toContain(warning)
  })
})
