import { openModal } from '@latch/core'
import { act } from 'react'
import { expect, it, vi } from 'vitest'
import { latchWithoutWallets } from '../testing/latchWithoutWallets'
import { modalDialog, renderLatch } from '../testing/renderLatch'
import { until } from '../testing/until'

// The dialog's chunk fails once, as a fetch does offline, then loads.
const attempts = vi.hoisted(() => ({ count: 0 }))
vi.mock('./modalChunk', async (importOriginal) => {
  attempts.count += 1
  if (attempts.count === 1) throw new Error('Failed to fetch dynamically imported module')
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

  act(() => retry?.click())
  await until(() => modalDialog()?.querySelector('h2')?.textContent === 'Connect Wallet')
  expect(attempts.count).toBe(2)
})
