import { openModal } from '@latch/core'
import { act } from 'react'
import { expect, it, vi } from 'vitest'
import { latchWithoutWallets } from '../testing/latchWithoutWallets'
import { modalDialog, renderLatch } from '../testing/renderLatch'
import { until } from '../testing/until'

// The dialog's chunk fails while `offline`, as a fetch does without a network. A flag, not a count of attempts: the
// idle preload may try the chunk too, before or after the click, as a busy machine orders them.
const chunk = vi.hoisted(() => ({ offline: true }))
vi.mock('./modalChunk', async (importOriginal) => {
  if (chunk.offline) throw new Error('Failed to fetch dynamically imported module')
  return importOriginal()
})

it('a click before the dialog’s chunk is there shows it loading; a failed chunk says so and Try again loads it', async () => {
  const latch = latchWithoutWallets()
  await renderLatch(latch)
  act(() => openModal(latch))

  // Never a blank dialog (behaviour.md §18.0): loading, then the failure in words with its retry.
  expect(modalDialog()?.getAttribute('aria-busy')).toBe('true')
  await until(() => modalDialog()?.querySelector('[role=alert]') !== null)
  expect(modalDialog()?.textContent).toContain('Something went wrong')
  const retry = modalDialog()?.querySelector('button')
  expect(retry?.textContent).toBe('Try again')

  chunk.offline = false
  act(() => retry?.click())
  await until(() => modalDialog()?.querySelector('h2')?.textContent === 'Connect Wallet')
})
