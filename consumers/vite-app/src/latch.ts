import { createLatch } from '@latch/core'
import { evmAdapter, mainnet } from '@latch/evm'
import { evmWalletConnect } from '@latch/evm/walletConnect'
import { walletConnect } from '@latch/react/walletConnect'

// WalletConnect listed as the README's first example does: the feature, and its EVM side beside the adapter.
export const evm = evmAdapter({ networks: [mainnet], capabilities: [evmWalletConnect] })

// No apiUrl: no Latch server is needed until an account is shown.
export const latch = createLatch({
  networks: [mainnet],
  adapters: [evm],
  metadata: { name: 'Consumer', description: 'A Vite app', url: 'http://localhost', icons: [] },
  projectId: 'consumer',
  features: [walletConnect()],
})
