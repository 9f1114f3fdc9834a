import { createLatch } from '@latch/core'
import { ConnectButton, LatchProvider } from '@latch/react'
import { solanaAdapter, solanaMainnet } from '@latch/solana'
// React from the repository's root, as in latch.ts (one copy of React in the page; no JSX).
import { createElement } from '../../node_modules/react'
import { createRoot } from '../../node_modules/react-dom/client'

// Latch in a Solana-only app (issue 14): provider and connect button, Solana mainnet, wallets found through the
// Wallet Standard. No EVM adapter, so none of wagmi or viem.
const latch = createLatch({
  networks: [solanaMainnet],
  adapters: [solanaAdapter({ networks: [solanaMainnet] })],
  metadata: { name: 'Bench', description: 'Bench', url: 'http://localhost', icons: [] },
  projectId: 'bench',
})

createRoot(document.getElementById('root') as HTMLElement).render(
  createElement(LatchProvider, { latch }, createElement(ConnectButton)),
)
