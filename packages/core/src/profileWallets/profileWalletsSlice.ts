import type { ChainNamespace } from '../caip/chainNamespace'
import type { Attempt } from '../connection/connectionSlice'
import type { SavedWallet } from './SavedWallet'

export type ProfileWalletsSlice = {
  profileWallets: {
    /** The saved connections (behaviour.md §3.8); what is held now is the adapters' own. */
    saved: readonly SavedWallet[]
    /** "Add wallet", or switching to a disconnected one, left ProfileWallets: the next connect comes back to it. */
    adding: boolean
    /** A switch in flight or its failure (behaviour.md §8 texts). */
    switchAttempt: (Attempt & { namespace: ChainNamespace; connectorId: string }) | undefined
  }
}

declare module '../features.js' {
  // The slice is there once the app lists profile wallets (`profileWalletsFeature`).
  interface FeatureState extends ProfileWalletsSlice {}
}
