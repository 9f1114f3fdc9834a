import { createLatch } from '@latch/core'
import { evmAdapter, mainnet } from '@latch/evm'
import { evmEmbeddedWallet } from '@latch/evm/embeddedWallet'
import { evmNames } from '@latch/evm/names'
import { evmSend } from '@latch/evm/send'
import { evmSiwx } from '@latch/evm/siwx'
import { evmSwap } from '@latch/evm/swap'
import { ConnectButton, LatchProvider } from '@latch/react'
import { embeddedWallet } from '@latch/react/embeddedWallet'
import { send } from '@latch/react/send'
import { siwx } from '@latch/react/siwx'
import { swap } from '@latch/react/swap'
import { solanaAdapter, solanaMainnet } from '@latch/solana'
import { solanaEmbeddedWallet } from '@latch/solana/embeddedWallet'
import { solanaSend } from '@latch/solana/send'
import { createRoot } from 'react-dom/client'

// Every other feature an app may list, on Ethereum and Solana, without WalletConnect: the app the check proves
// ships none of WalletConnect's modules even when the features that share plumbing with it (the embedded wallet's
// Solana requests, the Connect view's sections) are there.
const latch = createLatch({
  networks: [mainnet, solanaMainnet],
  adapters: [
    evmAdapter({
      networks: [mainnet],
      capabilities: [evmEmbeddedWallet, evmSend, evmNames, evmSwap, evmSiwx],
    }),
    solanaAdapter({ networks: [solanaMainnet], capabilities: [solanaEmbeddedWallet, solanaSend] }),
  ],
  metadata: { name: 'Bench', description: 'Bench', url: 'http://localhost', icons: [] },
  projectId: 'bench',
  apiUrl: 'http://localhost:8787',
  features: [
    send(),
    swap(),
    siwx({ required: true }),
    embeddedWallet({ secureSiteUrl: 'http://localhost:8790' }),
  ],
})

createRoot(document.getElementById('root') as HTMLElement).render(
  <LatchProvider latch={latch}>
    <ConnectButton />
  </LatchProvider>,
)
