import type { WalletConnectCapability } from '@latch/core'
import { abandonablePairing } from '@latch/core/adapter'
import type { EvmAdapterContext } from '../EvmAdapterContext'
import { walletConnectConnector, walletConnectConnectorId } from './walletConnectConnector'

/** `@latch/evm/walletConnect`: the WalletConnect connector, its own chunk, loaded after the first paint. */
export function evmWalletConnectCapability(context: EvmAdapterContext): WalletConnectCapability {
  const pairing = abandonablePairing()
  return {
    async enable(setup) {
      context.listConnector(walletConnectConnectorId, () => walletConnectConnector(setup, pairing))
    },
    async prepare() {
      await context.wagmiConfig.connectors.find((c) => c.type === 'walletConnect')?.getProvider()
    },
    abandon: () => pairing.abandon(),
  }
}
