import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { http } from 'viem'
import { mainnet } from 'viem/chains'
import { createConfig, injected, useAccount, useConnect, WagmiProvider } from 'wagmi'

// The baseline an app already pays: wagmi, viem and react-query with a hand-made injected-connect button.
const config = createConfig({
  chains: [mainnet],
  connectors: [injected()],
  transports: { [mainnet.id]: http() },
})
const queryClient = new QueryClient()

function ConnectButton() {
  const { address } = useAccount()
  const { connect, connectors } = useConnect()
  const connector = connectors[0]
  if (address) return <span>{address}</span>
  return (
    <button type="button" onClick={() => connector && connect({ connector })}>
      Connect Wallet
    </button>
  )
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <ConnectButton />
    </QueryClientProvider>
  </WagmiProvider>,
)
