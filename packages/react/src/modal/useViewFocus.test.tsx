import { openModal } from '@latch/core'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, expect, it } from 'vitest'
import { LatchProvider } from '../LatchProvider'
import { latchWithoutWallets } from '../testing/latchWithoutWallets'

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
let root: Root | undefined
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true
  act(() => root?.unmount())
  document.body.innerHTML = ''
})

it('a dialog that arrives after its chunk has focus on its heading in the task that shows it', async () => {
  const latch = latchWithoutWallets()
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  await act(async () => root?.render(<LatchProvider latch={latch} />))

  // As in a browser, without act: the dialog's chunk resolves after the click, and React commits it in a task of
  // its own. What the page does next (a key, a click, a script's focus()) may run right after that task, so the
  // focus has to be in place by then, not an effect later (behaviour.md §18.5).
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false
  const shadow = () => document.querySelector('latch-modal')?.shadowRoot ?? null
  openModal(latch)
  const focusedWhenShown = await new Promise<Element | null>((resolve) => {
    const check = () => {
      const heading = shadow()?.querySelector('h2.title')
      if (heading) resolve(shadow()?.activeElement ?? null)
      return Boolean(heading)
    }
    const poll = setInterval(() => {
      const host = shadow()
      if (!host) return
      clearInterval(poll)
      // A mutation's callback runs in the same task as React's commit, before any later task.
      if (!check()) new MutationObserver(check).observe(host, { childList: true, subtree: true })
    })
  })
  expect(focusedWhenShown?.matches('h2.title')).toBe(true)
})
