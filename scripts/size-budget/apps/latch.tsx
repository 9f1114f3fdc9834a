import { createLatch } from '@latch/core'
import { evmAdapter, mainnet } from '@latch/evm'
import { ConnectButton, LatchProvider } from '@latch/react'
import { createRoot } from 'react-dom/client'

// Latch as an app adds it: provider and connect button, Ethereum mainnet only.
const latch = createLatch({
  networks: [mainnet],
  adapters: [evmAdapter({ networks: [mainnet] })],
  metadata: { name: 'Bench', description: 'Bench', url: 'http://localhost', icons: [] },
  projectId: 'bench',
})

createRoot(document.getElementById('root') as HTMLElement).render(
  <LatchProvider latch={latch}>
    <ConnectButton />
  </LatchProvider>,
)
