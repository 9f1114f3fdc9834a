import type { WalletConnectCapability } from '@latch/core'
import type { SolanaAdapterContext } from '../SolanaAdapterContext'
import { createSolanaWalletConnect, type SolanaWalletConnect } from './createSolanaWalletConnect'

/** `@latch/solana/walletConnect`: WalletConnect's Solana side, its own chunk, loaded after the first paint. */
export function solanaWalletConnectCapability(
  context: SolanaAdapterContext,
): WalletConnectCapability {
  let walletConnect: SolanaWalletConnect | undefined
  return {
    async enable(setup) {
      if (walletConnect) return
      const created = createSolanaWalletConnect({
        setup,
        networks: context.networks,
        walletChains: context.walletChains,
        activeNetwork: context.activeNetwork,
      })
      walletConnect = created
      context.listWallet({
        listed: created.listed,
        type: 'WALLET_CONNECT',
        onPairingUri: (listener) => created.onPairingUri(listener),
      })
    },
    async prepare() {
      await walletConnect?.prepare()
    },
    async abandon() {
      await walletConnect?.abandon()
    },
  }
}
