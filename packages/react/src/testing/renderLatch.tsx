import type { Latch } from '@latch/core'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach } from 'vitest'
import { LatchProvider } from '../LatchProvider'

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

/** Renders the provider for `latch` (its buttons and modal host) into the page; unmounted after the test. */
export async function renderLatch(latch: Latch): Promise<void> {
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  await act(async () => root?.render(<LatchProvider latch={latch} />))
}

/** The modal's open dialog (in its shadow root), or null. */
export const modalDialog = () =>
  document.querySelector('latch-modal')?.shadowRoot?.querySelector('[role=dialog]') ?? null
