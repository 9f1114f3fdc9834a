import type { CaipNetworkId } from '../caip/caipNetworkId'
import type { ChainNamespace } from '../caip/chainNamespace'

/** A network the app supports (behaviour.md §3: id, caipNetworkId, chainNamespace, name, nativeCurrency, rpcUrls). */
export type Network = {
  id: number | string
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  testnet?: boolean
  /**
   * The network's image in the network list and button: an https or `data:` image URL (anything else is not shown).
   * Without one, a well-known network shows its logo, any other a monogram in a colour of its own.
   */
  imageUrl?: string | undefined
  /**
   * Contracts of the chain, in viem's chain shape (behaviour.md §13.3): `ensUniversalResolver` is where names resolve;
   * a network without one has no names.
   */
  contracts?: { ensUniversalResolver?: { address: string } | undefined } | undefined
}
