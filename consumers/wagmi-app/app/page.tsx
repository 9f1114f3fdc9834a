'use client'

import { ConnectButton } from '@latch/react'
import { useConnection } from 'wagmi'

export default function Home() {
  const { status } = useConnection()
  return (
    <main>
      <h1>Latch in a wagmi app</h1>
      <ConnectButton />
      <p>wagmi: {status}</p>
    </main>
  )
}
