import type { ChainNamespace } from '../caip/chainNamespace'

/** Connector types of behaviour.md §3. */
export type ConnectorType =
  | 'AUTH'
  | 'INJECTED'
  | 'ANNOUNCED'
  | 'EXTERNAL'
  | 'MULTI_CHAIN'
  | 'WALLET_CONNECT'

/** A way to connect a wallet, as the modal lists it. Adapters build these from their own connectors. */
export type Connector = {
  id: string
  type: ConnectorType
  name: string
  namespace: ChainNamespace
  /** A safe image URL (data:image/… or http(s)); adapters drop anything else. */
  icon?: string | undefined
  /** Reverse-DNS id of an EIP-6963 wallet; connectors sharing one are the same wallet. */
  rdns?: string | undefined
  /** Set for wallets the app adds by hand (options.customWallets). */
  isCustom?: boolean | undefined
  /** Set for wallets the registry recommends. */
  isRecommended?: boolean | undefined
  /**
   * A wallet that several adapters list (behaviour.md §14.2: one wallet with an EVM and a Solana side): its connector
   * in each namespace, this one first. The list shows it once; connecting picks the active namespace's.
   */
  namespaceConnectors?: readonly Connector[] | undefined
}
