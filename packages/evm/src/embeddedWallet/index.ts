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

// The adapter loads it as the module's default: a short name in every app's first paint.
export default evmEmbeddedWalletCapability
