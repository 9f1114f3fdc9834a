import type { ConnectionAccount } from '../adapter'
import type { CaipNetworkId } from '../caip/caipNetworkId'
import type { ChainNamespace } from '../caip/chainNamespace'

/** A connection's status in the visitor's profile (behaviour.md §3.2): the active one, another held, or one to reconnect. */
export type ProfileConnectionStatus = 'active' | 'connected' | 'disconnected'

/** A social login's provider and username, or an e-mail login's address (behaviour.md §3.2). */
export type ConnectionAuth = { provider?: string | undefined; username?: string | undefined }

/** One of the visitor's connections (behaviour.md §3.2): several per namespace, one of them active. */
export type Connection = {
  namespace: ChainNamespace
  connectorId: string
  accounts: readonly ConnectionAccount[]
  caipNetworkId: CaipNetworkId | undefined
  auth: ConnectionAuth | undefined
  status: ProfileConnectionStatus
}
