import type { EmbeddedWalletCapability } from '@latch/core'
import type { EvmAdapterContext } from '../EvmAdapterContext'
import { embeddedWalletConnector } from './embeddedWalletConnector'

/** `@latch/evm/embeddedWallet`: the embedded wallet's connector, listed once its port has loaded. */
export function evmEmbeddedWalletCapability(context: EvmAdapterContext): EmbeddedWalletCapability {
  return {
    async enable(loadingPort) {
      const port = await loadingPort
      context.listConnector(port.connectorId, () => embeddedWalletConnector(port))
    },
  }
}
