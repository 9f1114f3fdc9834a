'use client'

import { createLatch } from '@latch/core'
import { evmAdapter, mainnet } from '@latch/evm'
import { LatchProvider } from '@latch/react'
import { type ReactNode, useState } from 'react'

export function Providers({ children }: { children: ReactNode }) {
  // One instance per app on the client, and one per request on the server (nothing shared between visitors).
  const [latch] = useState(() =>
    createLatch({
      networks: [mainnet],
      adapters: [evmAdapter({ networks: [mainnet] })],
      metadata: {
        name: 'Consumer',
        description: 'A Next.js app',
        url: 'http://localhost',
        icons: [],
      },
      projectId: 'consumer',
    }),
  )
  return <LatchProvider latch={latch}>{children}</LatchProvider>
}
