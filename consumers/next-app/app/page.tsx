'use client'

import { ConnectButton, NetworkButton } from '@latch/react'
import { useConnection } from 'wagmi'
import { Status } from './status'

export default function Home() {
  // wagmi's own hook reads the connection Latch makes: one store, not a copy.
  const { status } = useConnection()
  return (
    <main>
      <h1>Latch in a wagmi app</h1>
      <NetworkButton />
      <ConnectButton />
      <Status />
      <p>wagmi: {status}</p>
    </main>
  )
}
