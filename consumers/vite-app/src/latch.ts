import { createLatch } from '@latch/core'
import { evmAdapter, mainnet } from '@latch/evm'

export const evm = evmAdapter({ networks: [mainnet] })

// No apiUrl: no Latch server is needed until an account is shown.
export const latch = createLatch({
  networks: [mainnet],
  adapters: [evm],
  metadata: { name: 'Consumer', description: 'A Vite app', url: 'http://localhost', icons: [] },
  projectId: 'consumer',
})
