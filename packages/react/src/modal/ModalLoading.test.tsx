import { openModal } from '@latch/core'
import { act } from 'react'
import { expect, it, vi } from 'vitest'
import { latchWithoutWallets } from '../testing/latchWithoutWallets'
import { modalDialog, renderLatch } from '../testing/renderLatch'
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

it('Escape while the dialog is still loading closes it, and the chunk arriving later does not open it again', async () => {
  const latch = latchWithoutWallets()
  await renderLatch(latch)
  act(() => openModal(latch))
  expect(modalDialog()?.getAttribute('aria-busy')).toBe('true')

  act(() => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
  })
  expect(latch.getState().open).toBe(false)
  expect(modalDialog()).toBeNull()

  chunk.arrive()
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
  expect(latch.getState().open).toBe(false)
  expect(modalDialog()).toBeNull()

  // Opened again, the dialog is there and works.
  act(() => openModal(latch))
  await until(() => modalDialog()?.querySelector('h2')?.textContent === 'Connect Wallet')
})
