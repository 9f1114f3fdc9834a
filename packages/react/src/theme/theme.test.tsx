import { createLatch, defineNetwork, type LatchOptions, openModal } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ConnectButton, LatchModal, LatchProvider, NetworkButton } from '../index'
import { until } from '../testing/until'

// happy-dom matches `:host[data-theme=dark]`, which a browser never does: the colours themselves are checked in
// Chromium (e2e/tests/theme.spec.ts). Here: the theme options reach the elements the CSS keys on.

const network = defineNetwork({
  id: 31337,
  name: 'Latch Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
// Only this file's renders are act()-driven; the dom project shares one environment per worker (isolate: false).
beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true
})
afterAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = false
})

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  document.body.innerHTML = ''
})

function render(options: Pick<LatchOptions, 'themeMode' | 'themeVariables' | 'inline'>) {
  const latch = createLatch({
    networks: [network],
    adapters: [evmAdapter({ networks: [network] })],
    metadata: { name: 'Theme', description: '', url: 'http://localhost', icons: [] },
    storage: null,
    ...options,
  })
  const container = document.createElement('div')
  document.body.append(container)
  act(() => {
    root = createRoot(container)
    root.render(
      <LatchProvider latch={latch}>
        <NetworkButton />
        <ConnectButton />
        {options.inline ? <LatchModal /> : null}
      </LatchProvider>,
    )
  })
  return latch
}

const buttons = () => [...document.querySelectorAll('button')]

/** Lets the lazy view load inside act (until the spinner gives way), as the dialog settles on screen. */
async function settled(host: Element | null) {
  await until(() => Boolean(host?.shadowRoot && !host.shadowRoot.querySelector('.spinner')))
  expect(host?.shadowRoot?.querySelector('[role=dialog] .spinner')).toBeNull()
}

describe('theme options on screen', () => {
  it('themeMode marks the modal host and both buttons', async () => {
    const latch = render({ themeMode: 'dark' })
    act(() => openModal(latch))
    const host = document.querySelector('latch-modal')
    await settled(host)
    expect(host?.getAttribute('data-theme')).toBe('dark')
    expect(buttons().map((b) => b.getAttribute('data-theme'))).toEqual(['dark', 'dark'])
  })

  it('without themeMode nothing is forced, so the system setting applies', async () => {
    const latch = render({})
    act(() => openModal(latch))
    const host = document.querySelector('latch-modal')
    await settled(host)
    expect(host?.hasAttribute('data-theme')).toBe(false)
    expect(buttons().filter((b) => b.hasAttribute('data-theme'))).toEqual([])
  })

  it('the inline modal carries the mode too', async () => {
    render({ inline: true, themeMode: 'light' })
    const host = document.querySelector('[data-inline]')
    await settled(host)
    expect(host?.getAttribute('data-theme')).toBe('light')
  })

  it('themeVariables are custom properties of the buttons (the page’s stylesheet cannot reach them)', () => {
    render({ themeVariables: { '--latch-accent': '#6d28d9', '--latch-radius': '4px' } })
    for (const button of buttons()) {
      expect(button.style.getPropertyValue('--latch-accent')).toBe('#6d28d9')
      expect(button.style.getPropertyValue('--latch-radius')).toBe('4px')
    }
  })
})
