import { openModal } from '@latch/core'
import { act } from 'react'
import { afterEach, expect, it, vi } from 'vitest'
import { latchWithoutWallets } from '../testing/latchWithoutWallets'
import { renderLatch } from '../testing/renderLatch'
import { until } from '../testing/until'

// React's own test set-up: its act() warnings would otherwise be the console's only lines.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

afterEach(() => {
  vi.restoreAllMocks()
})

it('opens without a warning from React in the app developer’s console', async () => {
  const errors = vi.spyOn(console, 'error')
  const latch = latchWithoutWallets()
  await renderLatch(latch)
  act(() => openModal(latch))
  const title = () =>
    document.querySelector('latch-modal')?.shadowRoot?.querySelector('h2')?.textContent
  await until(() => title() === 'Connect Wallet')
  expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([])
})
