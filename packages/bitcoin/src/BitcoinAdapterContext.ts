import type { Network } from '@latch/core'
import type { BitcoinSession } from './connection/createBitcoinConnection'

/** What the Bitcoin adapter's capability modules reach of it. */
export type BitcoinAdapterContext = {
  readonly networks: readonly Network[]
  /** The network requests go to when they name none. */
  activeNetwork(): Network
  /** The connected session, checked against `address` when given. */
  requireSession(address?: string): BitcoinSession
}
