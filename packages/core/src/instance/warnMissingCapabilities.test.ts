import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLatch } from '../createLatch'
import { embeddedWalletFeature } from '../embeddedWallet/embeddedWalletFeature'
import type { LatchOptions } from '../LatchOptions'
import { sendFeature } from '../send/sendFeature'
import { siwxFeature } from '../siwx/siwxFeature'
import { swapFeature } from '../swap/swapFeature'
import { createTestAdapter } from '../testing/createTestAdapter'
import { memoryStorage } from '../testing/memoryStorage'
import { testNetworks } from '../testing/testNetworks'
import { walletConnectFeature } from '../walletConnect/walletConnectFeature'

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
})

/** An app on the test adapter, with only the capabilities `keep` names listed beside it. */
function app(keep: readonly string[], options: Partial<LatchOptions>) {
  const adapter = createTestAdapter({ networks: testNetworks })
  const capabilities = Object.fromEntries(
    Object.entries(adapter.capabilities ?? {}).filter(([name]) => keep.includes(name)),
  )
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  warn.mockClear()
  createLatch({
    networks: testNetworks,
    adapters: [{ ...adapter, capabilities }],
    metadata: { name: 'Test', description: 'Test', url: 'http://localhost', icons: [] },
    storage: memoryStorage(),
    ...options,
  })
  return warn.mock.calls.map(([message]) => String(message))
}

describe('in development, a feature whose capability no adapter brings (behaviour.md §14.7)', () => {
  it('is named once, with the entry to list beside the adapter', () => {
    const warnings = app(['swap'], { features: [sendFeature, swapFeature] })
    expect(warnings).toEqual([
      'Latch: send is on, but no adapter brings the "send" capability it needs, so it does nothing. List the ' +
        "adapter's entry for it in the adapter's capabilities: each adapter package that supports it exports " +
        'it from its send subpath (@latch/<adapter>/send), as `capabilities: [<adapter>Send]`.',
    ])
  })

  it('names WalletConnect when the app sets it up but lists no adapter side of it', () => {
    const warnings = app([], {
      projectId: 'p',
      apiUrl: 'https://api.example',
      features: [walletConnectFeature()],
    })
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('walletConnect is on, but no adapter brings the "walletConnect"')
    expect(warnings[0]).toContain('(@latch/<adapter>/walletConnect)')
    // Without a project, WalletConnect is off and needs nothing.
    expect(app([], { features: [walletConnectFeature()] })).toEqual([])
  })

  it('names the embedded wallet only when the app turns it on', () => {
    expect(app([], { features: [embeddedWalletFeature()] })).toEqual([])
    const warnings = app([], {
      features: [embeddedWalletFeature({ secureSiteUrl: 'https://secure.example' })],
    })
    expect(warnings[0]).toContain('[<adapter>EmbeddedWallet]')
  })

  it('says nothing when an adapter brings each, nor of SIWX, whose capability is optional', () => {
    expect(
      app(['send', 'swap', 'walletConnect'], {
        projectId: 'p',
        apiUrl: 'https://api.example',
        features: [
          walletConnectFeature(),
          sendFeature,
          swapFeature,
          siwxFeature({ required: false }),
        ],
      }),
    ).toEqual([])
  })

  it('says nothing in a production build', () => {
    vi.stubEnv('NODE_ENV', 'production')
    expect(app([], { features: [sendFeature] })).toEqual([])
  })
})
