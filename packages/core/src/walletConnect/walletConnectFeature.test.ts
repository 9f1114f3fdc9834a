import { describe, expect, it } from 'vitest'
import { createLatch } from '../createLatch'
import { createTestAdapter } from '../testing/createTestAdapter'
import { testNetworks } from '../testing/testNetworks'
import { walletConnectFeature } from './walletConnectFeature'
import { walletConnectSetupFor } from './walletConnectSetupFor'

const metadata = { name: 'App', description: '', url: 'https://app.example', icons: [] }

/** An app on the Latch server at `apiUrl` with project `app`, and the features it lists. */
const app = (features: Parameters<typeof createLatch>[0]['features']) =>
  createLatch({
    networks: testNetworks,
    adapters: [createTestAdapter({ networks: testNetworks })],
    metadata,
    storage: null,
    apiUrl: 'https://latch.example',
    projectId: 'app',
    features,
  })

describe('walletConnectFeature', () => {
  it('is off, its slice absent, when the app does not list it', () => {
    const latch = app([])
    expect('pairing' in latch.getState()).toBe(false)
    expect(latch.options.customWallets).toBeUndefined()
  })

  it("listed without options, pairs over the Latch server's relay with the app's project", () => {
    const latch = app([walletConnectFeature()])
    expect(latch.getState().pairing).toBeUndefined()
    expect('pairing' in latch.getState()).toBe(true)
    expect(walletConnectSetupFor(latch.options)).toEqual({
      relayUrl: 'wss://latch.example/relay',
      projectId: 'app',
      metadata,
    })
  })

  it('brings its options: the relay and project it names, its registry and custom wallets', () => {
    const customWallets = [{ id: 'mine', name: 'My Wallet', webappLink: 'https://mine.example' }]
    const latch = app([
      walletConnectFeature({
        projectId: 'vendor-id',
        registryUrl: 'https://registry.example',
        customWallets,
        allWallets: 'HIDE',
      }),
    ])
    expect(walletConnectSetupFor(latch.options)).toEqual({
      relayUrl: 'wss://latch.example/relay',
      projectId: 'vendor-id',
      metadata,
    })
    expect(latch.options).toMatchObject({
      registryUrl: 'https://registry.example',
      customWallets,
      allWallets: 'HIDE',
    })
    // The options it leaves unset keep the app's own (a project id for the data API too).
    expect(latch.options.projectId).toBe('app')
    expect(latch.options.excludeWalletIds).toBeUndefined()
  })
})
