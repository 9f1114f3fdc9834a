import { createLatch } from '@latch/core'
import { evmAdapter, mainnet } from '@latch/evm'
import { evmWalletConnect } from '@latch/evm/walletConnect'
import { ConnectButton, LatchProvider } from '@latch/react'
import { walletConnect } from '@latch/react/walletConnect'
import { createRoot } from 'react-dom/client'

// Latch as an app adds it (the README's first example): provider and connect button, Ethereum mainnet only,
// WalletConnect's EVM side listed beside the adapter.
const latch = createLatch({
  networks: [mainnet],
  adapters: [evmAdapter({ networks: [mainnet], capabilities: [evmWalletConnect] })],
  metadata: { name: 'Bench', description: 'Bench', url: 'http://localhost', icons: [] },
  projectId: 'bench',
  features: [walletConnect()],
})

createRoot(document.getElementById('root') as HTMLElement).render(
  <LatchProvider latch={latch}>
    <ConnectButton />
  </LatchProvider>,
)
