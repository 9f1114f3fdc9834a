import type { Network } from '@latch/core'

/** The signing methods of WalletConnect's Solana JSON-RPC reference that Latch asks for. */
export const solanaWalletConnectMethods = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
] as const

export const solanaWalletConnectEvents = ['accountsChanged', 'chainChanged'] as const

export type SolanaNamespaceRequest = {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap: Record<string, string>
}

/**
 * The `solana` namespace a session proposal asks for: the app's Solana networks as CAIP-2 chains, with their RPC
 * (reads the wallet client makes without the wallet go there, never to the vendor's default RPC).
 */
export function solanaNamespaceRequest(networks: readonly Network[]): SolanaNamespaceRequest {
  const solana = networks.filter((network) => network.chainNamespace === 'solana')
  return {
    chains: solana.map((network) => network.caipNetworkId),
    methods: [...solanaWalletConnectMethods],
    events: [...solanaWalletConnectEvents],
    rpcMap: Object.fromEntries(
      solana.flatMap((network) => {
        const rpcUrl = network.rpcUrls.default.http[0]
        return rpcUrl ? [[network.caipNetworkId, rpcUrl]] : []
      }),
    ),
  }
}
