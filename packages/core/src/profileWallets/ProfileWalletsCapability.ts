import type { AdapterConnection } from '../adapter'

/** A connection the namespace's wallet state holds right now (wagmi's `connections` on EVM). */
export type HeldConnection = Required<Pick<AdapterConnection, 'connectorId'>> &
  Pick<AdapterConnection, 'accounts' | 'caipNetworkId'>

/**
 * What several wallets at once need of a namespace (`capability(latch, namespace, 'profileWallets')`): the
 * connections its owner holds, read and never copied (behaviour.md §4.3), and acting on one of them.
 */
export type ProfileWalletsCapability = {
  /** The held connections, the same array while nothing changes (a render reads it). */
  getConnections(): readonly HeldConnection[]
  subscribe(listener: () => void): () => void
  /** Makes a held connection the active one, without asking the wallet. */
  switchConnection(connectorId: string): Promise<void>
  /** Ends one held connection; the others stay. */
  disconnectConnection(connectorId: string): Promise<void>
  /** Reconnects one saved connector beside the held ones, without asking the visitor; resolves whether it did. */
  reconnectConnection(connectorId: string): Promise<boolean>
}

declare module '../adapter.js' {
  interface AdapterCapabilities {
    profileWallets: ProfileWalletsCapability
  }
}
