import type UniversalProvider from '@walletconnect/universal-provider'
import type { ChainNamespace } from '../caip/chainNamespace'
import type { LatchMetadata } from '../LatchOptions'

/** Where WalletConnect sessions go: the relay, the project the relay knows, and the app's identity. */
export type WalletConnectSetup = { relayUrl: string; projectId: string; metadata: LatchMetadata }

/**
 * A namespace's part of the session proposal (CAIP-25): its chains as CAIP-2 ids, the methods and events it asks
 * for, and the RPC a wallet client may read through.
 */
export type WalletConnectNamespaceProposal = {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap?: Record<string, string> | undefined
}

/**
 * The instance's one WalletConnect client and session, shared by every namespace (behaviour.md §10.5): one relay
 * connection and one pairing for all of them.
 */
export type WalletConnectClient = {
  /** The official client (`@walletconnect/universal-provider`), loaded and started on first use. */
  provider(): Promise<UniversalProvider>
  /**
   * Resolves once a session is there. With none, pairs (each call a fresh pairing, as a renewed QR code needs),
   * proposing every namespace the app has (as optional namespaces, so a wallet with only some still connects).
   * Once a wallet approves, every other adapter whose namespace the session holds is connected too.
   */
  pair(namespace: ChainNamespace): Promise<void>
  /** Calls `listener` with each pairing URI the client creates (the QR code), until the returned stop. */
  onPairingUri(listener: (uri: string) => void): () => void
  /** Calls `listener` whenever the session changes: approved, updated, or ended (here or by the wallet). */
  onSessionChange(listener: () => void): () => void
  /** Ends the session, for every namespace in it (the wallet or the relay may already be gone). */
  disconnect(): Promise<void>
  /** Loads and starts the client ahead of a click (the modal opened), so the QR is quick. */
  prepare(): Promise<void>
  /** Walks away from the pairing under way, if any (behaviour.md §2.3). */
  abandon(): Promise<void>
}

/** WalletConnect in a namespace (`capability(latch, namespace, 'walletConnect')`). */
export type WalletConnectCapability = {
  /** The id of the connector it lists, which the saved connection knows it by. */
  readonly connectorId: string
  /** This namespace's part of the session proposal: its chains from the adapter's networks, methods, events. */
  proposal(): WalletConnectNamespaceProposal
  /**
   * Imports the official client's class (`@walletconnect/universal-provider`), which the one client starts. From
   * the capability's module, not from core: an app that lists no WalletConnect entry bundles none of the library,
   * not even as a lazy chunk (behaviour.md §14.7).
   */
  loadClient(): Promise<typeof UniversalProvider>
  /**
   * Lists a WalletConnect connector for this namespace over the shared client, built from the session's namespace
   * once a wallet approves. Resolves once it is listed; called once, on the client.
   */
  enable(setup: WalletConnectSetup, client: WalletConnectClient): Promise<void>
  /** Loads and starts the WalletConnect client ahead of a click (the modal opened), so the QR is quick. */
  prepare(): Promise<void>
  /**
   * Walks away from the pairing under way, if any (the modal closed, behaviour.md §2.3): its connect ends, the
   * connection is no longer connecting, and a later scan of its QR code pairs with nothing.
   */
  abandon(): Promise<void>
}

declare module '../adapter.js' {
  interface AdapterCapabilities {
    walletConnect: WalletConnectCapability
  }
}
