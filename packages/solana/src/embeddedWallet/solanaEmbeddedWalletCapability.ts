import type { EmbeddedWalletCapability } from '@latch/core'
import type { SolanaAdapterContext } from '../SolanaAdapterContext'
import { createSolanaEmbeddedWallet } from './createSolanaEmbeddedWallet'

/** `@latch/solana/embeddedWallet`: the embedded wallet's Solana side, listed once its port has loaded. */
export function solanaEmbeddedWalletCapability(
  context: SolanaAdapterContext,
): EmbeddedWalletCapability {
  let listed: Promise<void> | undefined
  return {
    enable(loadingPort) {
      listed ??= loadingPort.then((port) => {
        const embedded = createSolanaEmbeddedWallet({
          port,
          networks: context.networks,
          walletChains: context.walletChains,
          activeNetwork: context.activeNetwork,
        })
        context.listWallet({ listed: embedded.listed, type: 'AUTH' })
      })
      return listed
    },
  }
}
