'use client'

import { ConnectButton, NetworkButton } from '@latch/react'
import { Status } from './status'

export default function Home() {
  return (
    <main>
      <h1>Latch in a Next.js app</h1>
      <NetworkButton />
      <ConnectButton />
      <Status />
    </main>
  )
}
