import { createLatch } from '@latch/core'
import { evmAdapter, mainnet } from '@latch/evm'
import { ConnectButton, en, LatchProvider } from '@latch/react'
import { solanaAdapter, solanaMainnet } from '@latch/solana'
import { createRoot } from 'react-dom/client'

// The README's first example without WalletConnect (no project id, no capability listed), with Solana beside
// Ethereum: the app the check proves ships none of WalletConnect's modules, nor any adapter's capability module,
// nor, with the English catalogue passed as an app's own would be, any listed feature's strings.
const latch = createLatch({
  networks: [mainnet, solanaMainnet],
  adapters: [evmAdapter({ networks: [mainnet] }), solanaAdapter({ networks: [solanaMainnet] })],
  metadata: { name: 'Bench', description: 'Bench', url: 'http://localhost', icons: [] },
})

createRoot(document.getElementById('root') as HTMLElement).render(
  <LatchProvider latch={latch} messages={en}>
    <ConnectButton />
  </LatchProvider>,
)
