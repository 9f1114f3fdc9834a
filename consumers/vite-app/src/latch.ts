import { createLatch } from '@latch/core'
import { evmAdapter, mainnet } from '@latch/evm'
import { evmWalletConnect } from '@latch/evm/walletConnect'

// WalletConnect's EVM side listed beside the adapter, as the README's first example does.
export const evm = evmAdapter({ networks: [mainnet], capabilities: [evmWalletConnect] })

// No apiUrl: no Latch server is needed until an account is shown.
export const latch = createLatch({
  networks: [mainnet],
  adapters: [evm],
  metadata: { name: 'Consumer', description: 'A Vite app', url: 'http://localhost', icons: [] },
  projectId: 'consumer',
})
