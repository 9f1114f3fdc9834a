import type { Network, WalletConnectNamespaceProposal } from '@latch/core'

/**
 * The methods of WalletConnect's Bitcoin JSON-RPC reference that Latch asks for: the accounts, BIP-322 messages and
 * PSBT signing (Latch builds the PSBT and broadcasts it itself, so `sendTransfer` is not needed).
 */
export const bitcoinWalletConnectMethods = [
  'getAccountAddresses',
  'signMessage',
  'signPsbt',
] as const

export const bitcoinWalletConnectEvents = ['bip122_addressesChanged'] as const

/** The `bip122` part of the session proposal: the app's Bitcoin networks as CAIP-2 chains. */
export function bitcoinWalletConnectProposal(
  networks: readonly Network[],
): WalletConnectNamespaceProposal {
  return {
    chains: networks
      .filter((network) => network.chainNamespace === 'bip122')
      .map((network) => network.caipNetworkId),
    methods: [...bitcoinWalletConnectMethods],
    events: [...bitcoinWalletConnectEvents],
  }
}
