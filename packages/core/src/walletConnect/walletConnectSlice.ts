import type { RegistryWallet } from './RegistryWallet'

export type Pairing = {
  /** The `wc:` URI, for the QR code, "copy link" and deep links. */
  uri: string
  /** When it was created (ms); it expires 4 minutes later (behaviour.md §4). */
  createdAt: number
}

/** The mobile wallet the visitor chose: its name and icon on the QR code; on a phone, its app and store links. */
export type ChosenWallet = Pick<RegistryWallet, 'id' | 'name' | 'imageUrl'> &
  Partial<Pick<RegistryWallet, 'links' | 'stores'>>

export type WalletConnectSlice = {
  /** The pairing of the WalletConnect attempt on screen; reset when the modal closes (behaviour.md §2). */
  pairing: Pairing | undefined
  /** The mobile wallet the visitor chose in AllWallets, if any. */
  walletConnectWallet: ChosenWallet | undefined
}

declare module '../features.js' {
  // The slice is there once the app lists WalletConnect (`walletConnectFeature`).
  interface FeatureState extends WalletConnectSlice {}
}
