import type { CaipNetworkId } from './caip/caipNetworkId'
import type { ChainNamespace } from './caip/chainNamespace'
import type { NamespaceDescriptor } from './caip/NamespaceDescriptor'
import type { Connector } from './connectors/Connector'
import type { Network } from './network/Network'

/** Connection status (behaviour.md §4). */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'

/** What an adapter reports of its connection. The adapter owns this state; Latch only derives from it. */
export type AdapterConnection = {
  status: ConnectionStatus
  address?: string | undefined
  /**
   * Every account the connection holds, `address` first, when it holds more than one (Bitcoin: payment, then
   * ordinal): what the Account view offers beside the active one.
   */
  accounts?: readonly ConnectionAccount[] | undefined
  /** The network the wallet is on, supported by the app or not. */
  caipNetworkId?: CaipNetworkId | undefined
  connectorId?: string | undefined
}

/** One account of a connection; `purpose` names what the namespace holds in it (Bitcoin: 'payment', 'ordinal'). */
export type ConnectionAccount = { address: string; purpose?: string | undefined }

export type AdapterBalance = { numeric: string; symbol: string }

/**
 * What a feature asks of a namespace, by name: each feature declares its entry from its own folder (declaration
 * merging, as `interface AdapterCapabilities { send: SendCapability }` in `send/SendCapability.ts`), so the port
 * never grows with a feature.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the features' declarations
export interface AdapterCapabilities {}

export type CapabilityName = keyof AdapterCapabilities

/**
 * The capabilities an adapter supports, each loaded on first use from a module of its own (the feature's chunk),
 * so the first paint holds none of them. A capability that holds state resolves as the same one every time
 * (`loadOnce`).
 */
export type CapabilityLoaders = {
  readonly [Name in CapabilityName]?: () => Promise<AdapterCapabilities[Name]>
}

/**
 * The chain-adapter port every adapter implements: the connection, its connectors, network switching and the
 * wallet itself (balance, signing). What one feature needs goes in a capability of that feature, not here.
 * Snapshots must keep their identity until something changes, so that React can read them with
 * useSyncExternalStore.
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  /** Its namespace's addresses, chain ids and CAIP-122 name: what core asks instead of naming a namespace. */
  readonly descriptor: NamespaceDescriptor
  /** What the features ask of this namespace beyond the connection (send, swap, names, WalletConnect, …). */
  readonly capabilities?: CapabilityLoaders | undefined
  readonly networks: readonly Network[]
  /** Client-only start (wallet discovery, listeners). Returns its teardown. Called once per instance. */
  setup(): () => void
  getConnection(): AdapterConnection
  subscribeConnection(listener: () => void): () => void
  getConnectors(): readonly Connector[]
  subscribeConnectors(listener: () => void): () => void
  /** Tries the connectors one at a time in the given order; resolves true when one reconnected. */
  reconnect(connectorIds: readonly string[]): Promise<boolean>
  /**
   * Connects through one connector. A connector that pairs through a URI (WalletConnect) reports each URI it
   * creates to `onPairingUri`, for the QR code or a deep link.
   */
  connect(parameters: {
    connectorId: string
    network?: Network | undefined
    onPairingUri?: ((uri: string) => void) | undefined
  }): Promise<void>
  disconnect(): Promise<void>
  /** Switches the wallet's network (adds it first when the wallet does not know it). */
  switchNetwork(network: Network): Promise<void>
  getBalance(parameters: { address: string; network: Network }): Promise<AdapterBalance>
  /** Has the connected wallet sign a plain-text message (SIWX): the signature as the namespace encodes it. */
  signMessage(parameters: { message: string; address: string }): Promise<string>
}
