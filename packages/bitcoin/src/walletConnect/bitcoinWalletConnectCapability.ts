import type { WalletConnectCapability } from '@latch/core'
import { standardWalletConnectCapability } from '@latch/core/walletConnect'
import type { BitcoinAdapterContext } from '../BitcoinAdapterContext'
import { bitcoinWalletConnectConnectorId } from './bitcoinWalletConnectConnectorId'
import { bitcoinWalletConnectProposal } from './bitcoinWalletConnectProposal'
import { createBitcoinWalletConnect } from './createBitcoinWalletConnect'

/** `@latch/bitcoin/walletConnect`: WalletConnect's Bitcoin side, its own chunk, loaded after the first paint. */
export function bitcoinWalletConnectCapability(
  context: BitcoinAdapterContext,
): WalletConnectCapability {
  return standardWalletConnectCapability({
    connectorId: bitcoinWalletConnectConnectorId,
    proposal: () => bitcoinWalletConnectProposal(context.networks),
    loadClient: async () => (await import('@walletconnect/universal-provider')).UniversalProvider,
    create: (client) =>
      createBitcoinWalletConnect({
        client,
        networks: context.networks,
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
