import type { CaipNetworkId } from '../caip/caipNetworkId'

/**
 * A recipient typed as a name (ada.eth) and what it resolves to on a network (behaviour.md §13.3): `resolving` while
 * the lookup waits or runs, `resolved` with the address sent to, `notFound` when the name has no address, `invalid`
 * when it is no valid name (it does not normalise), `error` when the resolver could not be reached.
 */
export type NameResolution = {
  /** The name as typed, trimmed. */
  name: string
  caipNetworkId: CaipNetworkId
  status: 'resolving' | 'resolved' | 'notFound' | 'invalid' | 'error'
  address?: string | undefined
}
