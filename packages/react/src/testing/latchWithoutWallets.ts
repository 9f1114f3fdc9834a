import { createLatch, type Latch } from '@latch/core'
import { createTestAdapter, testNetworks } from '@latch/core/testing'

/** A Latch on the test networks whose adapter offers no wallet: the dialog's own behaviour, nothing connected. */
export function latchWithoutWallets(): Latch {
  return createLatch({
    networks: testNetworks,
    adapters: [createTestAdapter({ networks: testNetworks, connectors: [] })],
    metadata: { name: 'Test', description: '', url: 'http://localhost', icons: [] },
    storage: null,
  })
}
