import type { ChainNamespace } from '../caip/chainNamespace'
import type { ConnectionAuth } from './Connection'

/** A connection kept in local storage (behaviour.md §3.8), reconnected on reload (behaviour.md §4.1). */
export type SavedWallet = {
  namespace: ChainNamespace
  connectorId: string
  /** When it was last the active one (ms): reconnect goes most recent first. */
  lastActiveAt: number
  auth?: ConnectionAuth | undefined
}
