import { ConnectButton } from '@latch/react'

// A Server Component (no 'use client'): @latch/react's modules are client references.
export default function ServerComponentPage() {
  return (
    <main>
      <h1>Rendered on the server</h1>
      <ConnectButton />
    </main>
  )
}
