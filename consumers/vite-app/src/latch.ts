import { createLatch } from '@latch/core'
import { evmAdapter, mainnet } from '@latch/evm'

// No apiUrl: no Latch server is needed until an account is shown.
export const latch = createLatch({
  networks: [mainnet],
  adapters: [evmAdapter({ networks: [mainnet] })],
  metadata: { name: 'Consumer', description: 'A Vite app', url: 'http://localhost', icons: [] },
  projectId: 'consumer',
})
