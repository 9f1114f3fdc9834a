import type { CustomWallet } from './CustomWallet'

/**
 * WalletConnect (mobile wallets by QR code or deep link, behaviour.md §4.2, §10) and the wallet registry behind
 * AllWallets. An app turns it on by listing it (`walletConnectFeature(options)`, React's `walletConnect(options)`);
 * every option has a default from `apiUrl` and `projectId`.
 */
export type WalletConnectOptions = {
  /** The relay; by default the Latch server's at `apiUrl` (`wss://…/relay`). */
  relayUrl?: string | undefined
  /** The project the relay knows; the app's `projectId` by default. */
  projectId?: string | undefined
  /** The wallet registry behind AllWallets; the Latch server at `apiUrl` by default. */
  registryUrl?: string | undefined
  /** Registry wallets to list only these (ids), or to leave out. */
  includeWalletIds?: readonly string[] | undefined
  excludeWalletIds?: readonly string[] | undefined
  /** Wallets the app adds by hand, reached over WalletConnect (the Connect view and the top of AllWallets). */
  customWallets?: readonly CustomWallet[] | undefined
  /** "All Wallets" on the Connect view: shown (default), hidden, or only on phones. */
  allWallets?: 'SHOW' | 'HIDE' | 'ONLY_MOBILE' | undefined
}

declare module '../LatchOptions.js' {
  interface LatchOptions {
    /**
     * The relay and the project id it knows; `false` turns WalletConnect off. Brought by
     * `walletConnectFeature(options)`; read only when the app lists it.
     */
    walletConnect?:
      | { relayUrl?: string | undefined; projectId?: string | undefined }
      | false
      | undefined
    /** The wallet registry behind AllWallets; the Latch server at `apiUrl` by default. */
    registryUrl?: string | undefined
    /** Registry wallets to list only these (ids), or to leave out. */
    includeWalletIds?: readonly string[] | undefined
    excludeWalletIds?: readonly string[] | undefined
    /** Wallets the app adds by hand, reached over WalletConnect (the Connect view and the top of AllWallets). */
    customWallets?: readonly CustomWallet[] | undefined
    /** "All Wallets" on the Connect view: shown (default), hidden, or only on phones. */
    allWallets?: 'SHOW' | 'HIDE' | 'ONLY_MOBILE' | undefined
  }
}
