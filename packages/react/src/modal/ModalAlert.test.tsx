import { openModal } from '@latch/core'
import { showAlert } from '@latch/core/alerts'
import { act } from 'react'
import { afterEach, expect, it, vi } from 'vitest'
import { latchWithoutWallets } from '../testing/latchWithoutWallets'
import { renderLatch } from '../testing/renderLatch'
import { until } from '../testing/until'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

afterEach(() => {
  vi.restoreAllMocks()
})

it('shows an alert’s short message above the view, which stays (behaviour.md §8.8)', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  const latch = latchWithoutWallets()
  await renderLatch(latch)
  act(() => openModal(latch))
  const root = () => document.querySelector('latch-modal')?.shadowRoot
  await until(() => root()?.querySelector('h2')?.textContent === 'Connect Wallet')
  expect(root()?.querySelector('[role="alert"]')).toBeNull()

  act(() => void showAlert(latch, 'rateLimited'))
  await until(() => root()?.querySelector('[role="alert"]')?.textContent === 'Rate Limited')
  expect(root()?.querySelector('h2')?.textContent).toBe('Connect Wallet')
  expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([
    expect.stringMatching(/^Latch: Rate Limited\. The project made more requests/),
  ])
})
