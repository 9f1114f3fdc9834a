import type { WalletConnectCapability } from '@latch/core'
import type { EvmAdapterContext } from '../EvmAdapterContext'
import {
  evmWalletConnectProposal,
  walletConnectConnector,
  walletConnectConnectorId,
} from './walletConnectConnector'

/** `@latch/evm/walletConnect`: the WalletConnect connector, its own chunk, loaded after the first paint. */
export function evmWalletConnectCapability(context: EvmAdapterContext): WalletConnectCapability {
  let shared: Parameters<WalletConnectCapability['enable']>[1] | undefined
  return {
    connectorId: walletConnectConnectorId,
    proposal: () => evmWalletConnectProposal(context.wagmiConfig.chains),
    loadClient: async () => (await import('@walletconnect/universal-provider')).UniversalProvider,
    async enable(_setup, client) {
      shared = client
      context.listConnector(walletConnectConnectorId, () => walletConnectConnector(client))
    },
    async prepare() {
      await shared?.prepare()
    },
    abandon: async () => shared?.abandon(),
  }
}
