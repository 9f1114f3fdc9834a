import { createLatch, defineNetwork } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ConnectButton, LatchProvider, NetworkButton } from './index'

const network = defineNetwork({
  id: 31337,
  name: 'Latch Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

describe('server rendering', () => {
  it('imports and renders the provider and buttons with no DOM', () => {
    expect(typeof window).toBe('undefined')
    const latch = createLatch({
      networks: [network],
      adapters: [evmAdapter({ networks: [network] })],
      metadata: { name: 'SSR', description: '', url: 'http://localhost', icons: [] },
    })
    const html = renderToString(
      createElement(
        LatchProvider,
        { latch },
        createElement(ConnectButton),
        createElement(NetworkButton),
      ),
    )
    expect(html).toContain('Connect Wallet')
    expect(html).toContain('Latch Local')
    expect(html).not.toContain('role="dialog"')
  })
})
