import { createLatch, defineNetwork } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { act } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton, LatchProvider, NetworkButton } from './index'

const network = defineNetwork({
  id: 31337,
  name: 'Latch Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

function app() {
  const latch = createLatch({
    networks: [network],
    adapters: [evmAdapter({ networks: [network] })],
    metadata: { name: 'SSR', description: '', url: 'http://localhost', icons: [] },
    storage: null,
  })
  return (
    <LatchProvider latch={latch}>
      <ConnectButton />
      <NetworkButton />
    </LatchProvider>
  )
}

// Unmounted after the test: the adapter's reconnect and the idle preload would otherwise render into a page the
// environment has already torn down ("window is not defined", failing the run).
let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

describe('hydration', () => {
  it('hydrates the server markup without a warning', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(app())
    document.body.append(container)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const recoverable: unknown[] = []
    await act(async () => {
      root = hydrateRoot(container, app(), {
        onRecoverableError: (error) => recoverable.push(error),
      })
    })
    expect(errors).not.toHaveBeenCalled()
    expect(recoverable).toEqual([])
    expect(container.textContent).toContain('Connect Wallet')
    errors.mockRestore()
  })
})
