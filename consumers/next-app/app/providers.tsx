'use client'

import { createLatch } from '@latch/core'
import { evmAdapter, mainnet } from '@latch/evm'
import { evmWalletConnect } from '@latch/evm/walletConnect'
import { LatchProvider } from '@latch/react'
import { walletConnect } from '@latch/react/walletConnect'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { WagmiProvider } from 'wagmi'

export function Providers({ children }: { children: ReactNode }) {
  const [{ evm, latch, queryClient }] = useState(() => {
    const evm = evmAdapter({ networks: [mainnet], capabilities: [evmWalletConnect] })
    return {
      evm,
      latch: createLatch({
        networks: [mainnet],
        adapters: [evm],
        metadata: {
          name: 'Consumer',
          description: 'A wagmi app',
          url: 'http://localhost',
          icons: [],
        },
        projectId: 'consumer',
        features: [walletConnect()],
      }),
      queryClient: new QueryClient(),
    }
  })
  // wagmi's hooks read the config Latch runs on; Latch reconnects itself.
  return (
    <WagmiProvider config={evm.wagmiConfig} reconnectOnMount={false}>
      <QueryClientProvider client={queryClient}>
        <LatchProvider latch={latch}>{children}</LatchProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
