import { bitcoinAdapter, bitcoinMainnet } from '@latch/bitcoin'
import { createLatch } from '@latch/core'
import { evmAdapter, mainnet } from '@latch/evm'
import { evmWalletConnect } from '@latch/evm/walletConnect'
import { ConnectButton, LatchProvider } from '@latch/react'
import { walletConnect } from '@latch/react/walletConnect'
import { createRoot } from 'react-dom/client'

// The README's example with Bitcoin beside Ethereum: the app the check finds the Bitcoin adapter's modules in, so a
// moved package cannot pass the EVM-only app's check unseen.
const latch = createLatch({
  networks: [mainnet, bitcoinMainnet],
  adapters: [
    evmAdapter({ networks: [mainnet], capabilities: [evmWalletConnect] }),
    bitcoinAdapter({ networks: [bitcoinMainnet] }),
  ],
  metadata: { name: 'Bench', description: 'Bench', url: 'http://localhost', icons: [] },
  projectId: 'bench',
  features: [walletConnect()],
})

createRoot(document.getElementById('root') as HTMLElement).render(
  <LatchProvider latch={latch}>
    <ConnectButton />
  </LatchProvider>,
)
