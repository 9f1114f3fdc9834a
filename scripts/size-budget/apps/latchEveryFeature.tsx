import { createLatch } from '@latch/core'
import { evmAdapter, mainnet } from '@latch/evm'
import { evmBatch } from '@latch/evm/batch'
import { evmEmbeddedWallet } from '@latch/evm/embeddedWallet'
import { evmNames } from '@latch/evm/names'
import { evmProfileWallets } from '@latch/evm/profileWallets'
import { evmSend } from '@latch/evm/send'
import { evmSessions } from '@latch/evm/sessions'
import { evmSiwx } from '@latch/evm/siwx'
import { evmSwap } from '@latch/evm/swap'
import { evmWalletConnect } from '@latch/evm/walletConnect'
import { ConnectButton, LatchProvider } from '@latch/react'
import { analytics } from '@latch/react/analytics'
import { useSendCalls } from '@latch/react/batch'
import { embeddedWallet } from '@latch/react/embeddedWallet'
import { names } from '@latch/react/names'
import { onramp } from '@latch/react/onramp'
import { profileWallets } from '@latch/react/profileWallets'
import { send } from '@latch/react/send'
import { useGrantPermissions } from '@latch/react/sessions'
import { siwx } from '@latch/react/siwx'
import { swap } from '@latch/react/swap'
import { walletConnect } from '@latch/react/walletConnect'
import { createRoot } from 'react-dom/client'

// The first example with every feature an app may list turned on, and every capability of the EVM adapter.
const latch = createLatch({
  networks: [mainnet],
  adapters: [
    evmAdapter({
      networks: [mainnet],
      capabilities: [
        evmWalletConnect,
        evmEmbeddedWallet,
        evmSend,
        evmNames,
        evmSwap,
        evmSiwx,
        evmProfileWallets,
        evmBatch,
        evmSessions({ bundlerUrls: { 1: 'http://localhost:4337' } }),
      ],
    }),
  ],
  metadata: { name: 'Bench', description: 'Bench', url: 'http://localhost', icons: [] },
  projectId: 'bench',
  apiUrl: 'http://localhost:8787',
  features: [
    walletConnect(),
    send(),
    swap(),
    siwx({ required: true }),
    embeddedWallet({ secureSiteUrl: 'http://localhost:8790' }),
    names({ zone: 'bench.eth' }),
    onramp(),
    profileWallets(),
    analytics(),
  ],
})

/** A batch (EIP-5792) from the app's own button. */
function BatchButton() {
  const { sendCalls } = useSendCalls()
  return (
    <button
      type="button"
      onClick={() =>
        void sendCalls({ calls: [{ to: '0x0000000000000000000000000000000000000001' }] })
      }
    >
      Batch
    </button>
  )
}

/** A session (ERC-7715) from the app's own button. */
function SessionButton() {
  const { grantPermissions } = useGrantPermissions()
  return (
    <button
      type="button"
      onClick={() =>
        void grantPermissions({
          token: '0x0000000000000000000000000000000000000001',
          periodAmount: 1n,
          periodDuration: 0,
          expiry: Math.floor(Date.now() / 1000) + 60,
        })
      }
    >
      Session
    </button>
  )
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <LatchProvider latch={latch}>
    <ConnectButton />
    <BatchButton />
    <SessionButton />
  </LatchProvider>,
)
