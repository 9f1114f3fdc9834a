import { createLatch } from '../createLatch'
import { embeddedWalletFeature } from '../embeddedWallet/embeddedWalletFeature'
import type { LatchOptions } from '../LatchOptions'
import { sendFeature } from '../send/sendFeature'
import { siwxFeature } from '../siwx/siwxFeature'
import { swapFeature } from '../swap/swapFeature'
import { walletConnectFeature } from '../walletConnect/walletConnectFeature'
import { createTestAdapter, type TestAdapterOptions } from './createTestAdapter'
import { memoryStorage } from './memoryStorage'
import { testNetworks } from './testNetworks'

/**
 * A Latch instance on the test adapter and the test networks, with in-memory storage the test can seed, and every
 * feature an app may list (WalletConnect's relay from `apiUrl` or its `walletConnect` option, SIWX signs in when the test brings its `siwx` option, the embedded wallet starts with its
 * `embeddedWallet` option).
 */
export function createTestLatch(
  parameters: {
    adapter?: Omit<TestAdapterOptions, 'networks'>
    options?: Partial<Omit<LatchOptions, 'adapters' | 'networks'>>
  } = {},
) {
  const adapter = createTestAdapter({ networks: testNetworks, ...parameters.adapter })
  const storage = memoryStorage()
  const latch = createLatch({
    networks: testNetworks,
    adapters: [adapter],
    metadata: { name: 'Test', description: 'Test', url: 'http://localhost', icons: [] },
    storage,
    features: [
      walletConnectFeature(),
      siwxFeature(),
      sendFeature,
      swapFeature,
      embeddedWalletFeature(),
    ],
    ...parameters.options,
  })
  return { latch, adapter, storage }
}
