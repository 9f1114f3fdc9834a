import type { LatchMetadata } from '../LatchOptions'

/** Where WalletConnect sessions go: the relay, the project the relay knows, and the app's identity. */
export type WalletConnectSetup = { relayUrl: string; projectId: string; metadata: LatchMetadata }

/** WalletConnect in a namespace (`capability(latch, namespace, 'walletConnect')`). */
export type WalletConnectCapability = {
  /**
   * Lists a WalletConnect connector for this namespace, whose client loads on first use. Resolves once it is
   * listed; called once, on the client.
   */
  enable(setup: WalletConnectSetup): Promise<void>
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
