import { createLatch } from '@latch/core'
import { evmAdapter, mainnet } from '@latch/evm'
import { ConnectButton, LatchProvider } from '@latch/react'
import { solanaAdapter, solanaMainnet } from '@latch/solana'
import { createRoot } from 'react-dom/client'

// The README's first example without WalletConnect (no project id, no capability listed), with Solana beside
// Ethereum: the app the check proves ships none of WalletConnect's modules, nor any adapter's capability module.
const latch = createLatch({
  networks: [mainnet, solanaMainnet],
  adapters: [evmAdapter({ networks: [mainnet] }), solanaAdapter({ networks: [solanaMainnet] })],
  metadata: { name: 'Bench', description: 'Bench', url: 'http://localhost', icons: [] },
})

createRoot(document.getElementById('root') as HTMLElement).render(
  <LatchProvider latch={latch}>
    <ConnectButton />
  </LatchProvider>,
)
