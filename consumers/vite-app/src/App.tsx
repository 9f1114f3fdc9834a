import { ConnectButton, LatchProvider, NetworkButton, useLatchAccount } from '@latch/react'
import { latch } from './latch.ts'

function Status() {
  const { status } = useLatchAccount()
  return <p>Status: {status}</p>
}

export default function App() {
  return (
    <LatchProvider latch={latch}>
      <h1>Latch in a Vite app</h1>
      <NetworkButton />
      <ConnectButton />
      <Status />
    </LatchProvider>
  )
}
