import type { WalletConnectCapability, WalletConnectClient } from '@latch/core'
import type { SolanaAdapterContext } from '../SolanaAdapterContext'
import { createSolanaWalletConnect } from './createSolanaWalletConnect'
import { solanaNamespaceRequest } from './solanaNamespaceRequest'
import { solanaWalletConnectConnectorId } from './solanaWalletConnectConnectorId'

/** `@latch/solana/walletConnect`: WalletConnect's Solana side, its own chunk, loaded after the first paint. */
export function solanaWalletConnectCapability(
  context: SolanaAdapterContext,
): WalletConnectCapability {
  let shared: WalletConnectClient | undefined
  return {
    connectorId: solanaWalletConnectConnectorId,
    proposal: () => solanaNamespaceRequest(context.networks),
    loadClient: async () => (await import('@walletconnect/universal-provider')).UniversalProvider,
    async enable(_setup, client) {
      if (shared) return
      shared = client
      const created = createSolanaWalletConnect({
        client,
        networks: context.networks,
        walletChains: context.walletChains,
        activeNetwork: context.activeNetwork,
      })
      context.listWallet({
        listed: created.listed,
        type: 'WALLET_CONNECT',
        onPairingUri: (listener) => created.onPairingUri(listener),
      })
    },
    async prepare() {
      await shared?.prepare()
    },
    async abandon() {
      await shared?.abandon()
    },
  }
}
