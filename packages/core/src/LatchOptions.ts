import type { AccountDataSource } from './account/AccountDataSource'
import type { ChainAdapter } from './adapter'
import type { ConnectorGroup } from './connectors/orderConnectors'
import type { LatchFeature } from './LatchFeature'
import type { LogLevel } from './log/LogLevel'
import type { Network } from './network/Network'
import type { StorageLike } from './storage/createLatchStorage'

export type LatchMetadata = { name: string; description: string; url: string; icons: string[] }

export type ThemeMode = 'light' | 'dark'

/** The theme variables an app may set; each becomes a CSS custom property of the modal. */
export type ThemeVariables = {
  '--latch-accent'?: string
  '--latch-radius'?: string
  '--latch-font-family'?: string
  '--latch-z-index'?: number | string
}

/**
 * The app's options. A feature the app lists declares its own here from its folder (`declare module
 * '../LatchOptions.js' { interface LatchOptions { … } }`) and brings them in its `options`.
 */
export interface LatchOptions {
  networks: readonly [Network, ...Network[]]
  adapters: readonly [ChainAdapter, ...ChainAdapter[]]
  metadata: LatchMetadata
  projectId?: string | undefined
  /** Base URL of the Latch server (data API). */
  apiUrl?: string | undefined
  /** The network to connect to first; the first network by default. */
  defaultNetwork?: Network | undefined
  /**
   * The modal's language (behaviour.md §20): `'auto'` follows the visitor's browser (`navigator.languages`), a
   * BCP 47 tag (`'fr'`, `'pt-BR'`) names one; English when absent or when Latch has no such locale.
   */
  locale?: string | undefined
  /** Follows the system setting when absent. */
  themeMode?: ThemeMode | undefined
  themeVariables?: ThemeVariables | undefined
  allowUnsupportedChain?: boolean | undefined
  enableNetworkSwitch?: boolean | undefined
  /**
   * The modal is part of the page (render `<LatchModal />` where it goes) and never closes. Not to be confused
   * with the embedded wallet (e-mail and social login).
   */
  inline?: boolean | undefined
  /** Connector ids or rdns to feature, in order. */
  featuredWalletIds?: readonly string[] | undefined
  /** Overrides the connector group order. */
  connectorOrder?: readonly ConnectorGroup[] | undefined
  manualWalletConnectControl?: boolean | undefined
  /** Local storage by default; null keeps everything in memory. */
  storage?: StorageLike | null | undefined
  /** Where the Account tabs read balances, history, NFTs and identity; the data API at `apiUrl` by default. */
  dataSource?: AccountDataSource | undefined
  /**
   * What Latch writes to the developer console: `error` by default (behaviour.md §9.7), so the explanation of an
   * alert (§8.5) shows there; `silent` writes nothing.
   */
  logLevel?: LogLevel | undefined
  /** The features the app turns on beyond connect, account and networks (WalletConnect, send, …). */
  features?: readonly LatchFeature[] | undefined
}
