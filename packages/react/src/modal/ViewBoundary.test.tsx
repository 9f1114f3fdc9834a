import { createLatch, openModal } from '@latch/core'
import { createTestAdapter, testNetworks } from '@latch/core/testing'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LatchProvider } from '../LatchProvider'
import { until } from '../testing/until'

// The Networks chunk fails while `offline`, as a dynamic import does without a network.
const chunk = vi.hoisted(() => ({ offline: true }))
vi.mock('../views/network/NetworksView', async (importOriginal) => {
  if (chunk.offline) throw new Error('Failed to fetch dynamically imported module')
  return importOriginal()
})

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  document.body.innerHTML = ''
})

const shadow = () => document.querySelector('latch-modal')?.shadowRoot

describe('a view whose chunk fails to load', () => {
  it('shows the error with Try again, which loads it anew', async () => {
    const latch = createLatch({
      networks: testNetworks,
      adapters: [createTestAdapter({ networks: testNetworks })],
      metadata: { name: 'Test', description: '', url: 'http://localhost', icons: [] },
      storage: null,
    })
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    root = createRoot(document.body.appendChild(document.createElement('div')))
    await act(async () => root?.render(<LatchProvider latch={latch} />))
    await act(async () => openModal(latch, { view: 'Networks' }))
    await until(() => Boolean(shadow()?.querySelector('[role=alert]')))
    const alert = shadow()?.querySelector('[role=alert]')
    expect(alert?.textContent).toContain('Try again')

    chunk.offline = false
    await act(async () => alert?.querySelector('button')?.click())
    await until(() => Boolean(shadow()?.querySelector('[aria-label="Select network"]')))
    expect(shadow()?.querySelector('[role=alert]')).toBeFalsy()
    errors.mockRestore()
  })
})
