import { openModal } from '@latch/core'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, expect, it, vi } from 'vitest'
import { LatchProvider } from '../LatchProvider'
import { latchWithoutWallets } from '../testing/latchWithoutWallets'
import { until } from '../testing/until'

// The dialog's chunk fails once, as a fetch does offline, then loads.
const attempts = vi.hoisted(() => ({ count: 0 }))
vi.mock('./modalChunk', async (importOriginal) => {
  attempts.count += 1
  if (attempts.count === 1) throw new Error('Failed to fetch dynamically imported module')
  return importOriginal()
})

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  document.body.innerHTML = ''
})

const dialog = () =>
  document.querySelector('latch-modal')?.shadowRoot?.querySelector('[role=dialog]') ?? null

it('a click before the dialog’s chunk is there shows it loading; a failed chunk says so and Try again loads it', async () => {
  const latch = latchWithoutWallets()
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  await act(async () => root?.render(<LatchProvider latch={latch} />))
  act(() => openModal(latch))

  // Never a blank dialog (behaviour.md §18.0): loading, then the failure in words with its retry.
  expect(dialog()?.getAttribute('aria-busy')).toBe('true')
  await until(() => dialog()?.querySelector('[role=alert]') !== null)
  expect(dialog()?.textContent).toContain('Something went wrong')
  const retry = dialog()?.querySelector('button')
  expect(retry?.textContent).toBe('Try again')

  act(() => retry?.click())
  await until(() => dialog()?.querySelector('h2')?.textContent === 'Connect Wallet')
  expect(attempts.count).toBe(2)
})
