import { ConnectButton, LatchProvider, NetworkButton, useLatchAccount } from '@latch/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useConnection, WagmiProvider } from 'wagmi'
import { evm, latch } from './latch.ts'

const queryClient = new QueryClient()

function Status() {
  const { status } = useLatchAccount()
  // wagmi's hooks read the same connection: Latch runs on the app's wagmi config.
  const connection = useConnection()
  return (
    <p>
      Latch: {status}, wagmi: {connection.status}
    </p>
  )
}

export default function App() {
  return (
    <WagmiProvider config={evm.wagmiConfig} reconnectOnMount={false}>
      <QueryClientProvider client={queryClient}>
        <LatchProvider latch={latch}>
          <h1>Latch in a Vite app</h1>
          <NetworkButton />
          <ConnectButton />
          <Status />
        </LatchProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
