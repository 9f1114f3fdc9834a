import { createLatch } from '@latch/core'
import { evmAdapter, mainnet } from '@latch/evm'
import { evmWalletConnect } from '@latch/evm/walletConnect'
import { ConnectButton, LatchProvider } from '@latch/react'
import { walletConnect } from '@latch/react/walletConnect'
// React from the repository's root, where @latch/react finds it: bench/node_modules holds the peers' copy, and
// two copies of React in one page break hooks. No JSX for the same reason (it would import bench's jsx-runtime).
import { createElement } from '../../node_modules/react'
import { createRoot } from '../../node_modules/react-dom/client'

// Latch as an app adds it: provider and connect button, Ethereum mainnet only, WalletConnect over a Latch
// server's relay. run.ts starts that server and writes its relay and project into the page, as an app's build
// would inline them.
const meta = (name: string) =>
  document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? undefined
const relayUrl = meta('latch-relay-url')
const projectId = meta('latch-project-id')
const latch = createLatch({
  networks: [mainnet],
  adapters: [evmAdapter({ networks: [mainnet], capabilities: [evmWalletConnect] })],
  metadata: { name: 'Bench', description: 'Bench', url: 'http://localhost', icons: [] },
  projectId: 'bench',
  // Without the relay written into the page, nothing says where WalletConnect's relay is, and it stays off.
  features: [walletConnect({ relayUrl, projectId })],
})

createRoot(document.getElementById('root') as HTMLElement).render(
  createElement(LatchProvider, { latch }, createElement(ConnectButton)),
)
