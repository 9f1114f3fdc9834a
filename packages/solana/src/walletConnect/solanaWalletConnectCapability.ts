import type { WalletConnectCapability } from '@latch/core'
import { standardWalletConnectCapability } from '@latch/core/walletConnect'
import type { SolanaAdapterContext } from '../SolanaAdapterContext'
import { createSolanaWalletConnect } from './createSolanaWalletConnect'
import { solanaNamespaceRequest } from './solanaNamespaceRequest'
import { solanaWalletConnectConnectorId } from './solanaWalletConnectConnectorId'

/** `@latch/solana/walletConnect`: WalletConnect's Solana side, its own chunk, loaded after the first paint. */
export function solanaWalletConnectCapability(
  context: SolanaAdapterContext,
): WalletConnectCapability {
  return standardWalletConnectCapability({
    connectorId: solanaWalletConnectConnectorId,
    proposal: () => solanaNamespaceRequest(context.networks),
    loadClient: async () => (await import('@walletconnect/universal-provider')).UniversalProvider,
    create: (client) =>
      createSolanaWalletConnect({
        client,
        networks: context.networks,
        walletChains: context.walletChains,
        activeNetwork: context.activeNetwork,
      }),
    list: (side) =>
      context.listWallet({
        listed: side.listed,
        type: 'WALLET_CONNECT',
        onPairingUri: (listener) => side.onPairingUri(listener),
      }),
  })
}
