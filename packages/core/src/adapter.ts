import type { CaipNetworkId } from './caip/caipNetworkId'
import type { ChainNamespace } from './caip/chainNamespace'
import type { Connector } from './connectors/Connector'
import type { LatchMetadata } from './LatchOptions'
import type { Network } from './network/Network'
import type { SiwxMessageData } from './siwx/SiwxConfig'

/** Connection status (spec §4). */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'

/** What an adapter reports of its connection. The adapter owns this state; Latch only derives from it. */
export type AdapterConnection = {
  status: ConnectionStatus
  address?: string | undefined
  /** The network the wallet is on, supported by the app or not. */
  caipNetworkId?: CaipNetworkId | undefined
  connectorId?: string | undefined
}

export type AdapterBalance = { numeric: string; symbol: string }

/**
 * A payment as a namespace sends it (issue 13): `amount` in the asset's base units (wei, lamports, token units),
 * `token` the asset's contract (EVM) or mint (Solana) address, absent for the native asset.
 */
export type SendAssetParameters = {
  network: Network
  from: string
  to: string
  amount: bigint
  token?: string | undefined
}

/** How a sent transaction ended: mined, mined and reverted, or not mined within the wait. */
export type TransactionOutcome = 'success' | 'reverted' | 'pending'

/** Where WalletConnect sessions go: the relay, the project the relay knows, and the app's identity. */
export type WalletConnectSetup = { relayUrl: string; projectId: string; metadata: LatchMetadata }

/**
 * The embedded wallet (e-mail and social login) as an adapter sees it: the secure site's frame, behind requests.
 * Nothing of the frame loads until one of these is called.
 */
export type EmbeddedWalletPort = {
  /** The connector id the modal and the saved connection know the embedded wallet by. */
  connectorId: string
  /**
   * The signed-in user's account on a chain, or the frame's error when nobody is signed in. A chain id is a
   * number for EVM and a CAIP-2 `solana:<genesis>` id for Solana: the secure site picks the account by it.
   */
  getUser(parameters: {
    chainId?: number | string | undefined
  }): Promise<{ address: string; chainId: number | string }>
  /** Whether the secure site holds a session (loads the frame: only for a saved embedded connection). */
  isConnected(): Promise<boolean>
  /** A JSON-RPC request; signing ones wait for the visitor's approval in the secure site. */
  request(parameters: {
    method: string
    params?: unknown
    chainId: number | string
  }): Promise<unknown>
  switchNetwork(chainId: number | string): Promise<void>
  /**
   * A namespace's side lets go of the embedded wallet; the session ends (within 3 s whatever the frame does,
   * spec §4) when no other namespace still holds it (one secure-site session serves them all). No namespace:
   * the session ends.
   */
  signOut(parameters?: { namespace?: ChainNamespace | undefined }): Promise<void>
}

/**
 * The chain-adapter port every adapter implements (EVM now; Solana and Bitcoin later). Snapshots must keep
 * their identity until something changes, so that React can read them with useSyncExternalStore.
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
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
  /**
   * Optional (send, issue 13): asks the connected wallet to send `amount` of the native asset or of `token` to
   * `to`; resolves with the transaction's hash once the wallet has sent it, rejects with the wallet's error.
   */
  sendAsset?(parameters: SendAssetParameters): Promise<{ hash: string }>
  /**
   * Optional (swap, issue 13): asks the connected wallet to send a transaction prepared elsewhere (the server's
   * approval or swap) as it is: `to`, `data`, `value` in base units, `gas` when known; resolves with its hash.
   */
  sendTransaction?(parameters: {
    network: Network
    from: string
    to: string
    data: `0x${string}`
    value: bigint
    gas?: bigint | undefined
  }): Promise<{ hash: string }>
  /** Optional (send): the most the send may cost in fees, in the native asset's base units. */
  estimateSend?(parameters: SendAssetParameters): Promise<{ fee: bigint }>
  /**
   * Optional (send): waits at most `timeoutMs` for the transaction to be mined; `pending` when it was not by then
   * (never a failure: it may still be mined).
   */
  waitForTransaction?(parameters: {
    network: Network
    hash: string
    timeoutMs: number
  }): Promise<TransactionOutcome>
  /**
   * Optional (send to a name, issue 13): whether `network` has a name registry this adapter resolves through (EVM:
   * the network's `contracts.ensUniversalResolver`). Synchronous, so the send form knows before any request; a
   * network without one has no names.
   */
  canResolveNames?(network: Network): boolean
  /**
   * Optional (send to a name): the address `name` resolves to on `network`, null when the name has none. Rejects
   * with `{ reason: 'invalidName' }` for a string that is no valid name (EVM: it does not normalise, UTS-46), with
   * `{ reason: 'noRegistry' }` on a network `canResolveNames` refuses, and with the node's error when the resolver
   * cannot be reached.
   */
  resolveName?(parameters: { name: string; network: Network }): Promise<string | null>
  /** Optional: the namespace's own sign-in message text (EIP-4361 for eip155); CAIP-122 otherwise. */
  formatSiwxMessage?(data: SiwxMessageData): Promise<string>
  /**
   * Optional: lists a WalletConnect connector for this namespace, whose client loads on first use. Resolves once
   * it is listed; called once, on the client.
   */
  enableWalletConnect?(setup: WalletConnectSetup): Promise<void>
  /** Optional: loads and starts the WalletConnect client ahead of a click (the modal opened), so the QR is quick. */
  prepareWalletConnect?(): Promise<void>
  /**
   * Optional: lists the embedded wallet's connector for this namespace, once its port has loaded (its code is a
   * chunk of its own). Called once, on the client, when the app configures the embedded wallet.
   */
  enableEmbeddedWallet?(port: Promise<EmbeddedWalletPort>): Promise<void>
}
