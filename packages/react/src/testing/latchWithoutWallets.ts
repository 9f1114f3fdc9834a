import { createLatch, type Latch, type LatchFeature } from '@latch/core'
import { createTestAdapter, testNetworks } from '@latch/core/testing'

/**
 * A Latch on the test networks whose adapter offers no wallet: the dialog's own behaviour, nothing connected; with
 * the `features` a test lists.
 */
export function latchWithoutWallets(features?: readonly LatchFeature[]): Latch {
  return createLatch({
    networks: testNetworks,
    adapters: [createTestAdapter({ networks: testNetworks, connectors: [] })],
    metadata: { name: 'Test', description: '', url: 'http://localhost', icons: [] },
    storage: null,
    features,
  })
}
