import type { WalletConnectCapability, WalletConnectClient } from '@latch/core'
import type { BitcoinAdapterContext } from '../BitcoinAdapterContext'
import { bitcoinWalletConnectConnectorId } from './bitcoinWalletConnectConnectorId'
import { bitcoinWalletConnectProposal } from './bitcoinWalletConnectProposal'
import { createBitcoinWalletConnect } from './createBitcoinWalletConnect'

/** `@latch/bitcoin/walletConnect`: WalletConnect's Bitcoin side, its own chunk, loaded after the first paint. */
export function bitcoinWalletConnectCapability(
  context: BitcoinAdapterContext,
): WalletConnectCapability {
  let shared: WalletConnectClient | undefined
  return {
    connectorId: bitcoinWalletConnectConnectorId,
    proposal: () => bitcoinWalletConnectProposal(context.networks),
    loadClient: async () => (await import('@walletconnect/universal-provider')).UniversalProvider,
    async enable(_setup, client) {
      if (shared) return
      shared = client
      const created = createBitcoinWalletConnect({
        client,
        networks: context.networks,
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
