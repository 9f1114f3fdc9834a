import { openModal } from '@latch/core'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, expect, it, vi } from 'vitest'
import { LatchProvider } from '../LatchProvider'
import { latchWithoutWallets } from '../testing/latchWithoutWallets'
import { until } from '../testing/until'

// The dialog's chunk arrives when the test lets it: a slow network after a click.
const chunk = vi.hoisted(() => {
  let arrive = () => {}
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve
  })
  return { arrived, arrive: () => arrive() }
})
vi.mock('./modalChunk', async (importOriginal) => {
  await chunk.arrived
  return importOriginal()
})

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  document.body.innerHTML = ''
})

const dialog = () =>
  document.querySelector('latch-modal')?.shadowRoot?.querySelector('[role=dialog]') ?? null

it('Escape while the dialog is still loading closes it, and the chunk arriving later does not open it again', async () => {
  const latch = latchWithoutWallets()
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  await act(async () => root?.render(<LatchProvider latch={latch} />))
  act(() => openModal(latch))
  expect(dialog()?.getAttribute('aria-busy')).toBe('true')

  act(() => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
  })
  expect(latch.getState().open).toBe(false)
  expect(dialog()).toBeNull()

  chunk.arrive()
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
  expect(latch.getState().open).toBe(false)
  expect(dialog()).toBeNull()

  // Opened again, the dialog is there and works.
  act(() => openModal(latch))
  await until(() => dialog()?.querySelector('h2')?.textContent === 'Connect Wallet')
})
