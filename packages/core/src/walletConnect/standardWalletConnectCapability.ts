import type {
  WalletConnectCapability,
  WalletConnectClient,
  WalletConnectNamespaceProposal,
} from './WalletConnectCapability'

/** A namespace's side of the shared session, as its adapter lists it: a wallet, and the pairing URIs it shows. */
export type WalletConnectSide = { onPairingUri(listener: (uri: string) => void): () => void }

/**
 * The WalletConnect capability of an adapter whose side of the session is a wallet it lists like any other (Solana's
 * and Bitcoin's Wallet Standard wrappers): created once, on the shared client, when the feature enables it; prepare
 * and abandon go to that client (behaviour.md §10.5).
 */
export function standardWalletConnectCapability<Side extends WalletConnectSide>(parameters: {
  connectorId: string
  proposal(): WalletConnectNamespaceProposal
  loadClient: WalletConnectCapability['loadClient']
  /** The namespace's side over the shared client. */
  create(client: WalletConnectClient): Side
  /** Lists it in the adapter's wallets. */
  list(side: Side): void
}): WalletConnectCapability {
  let shared: WalletConnectClient | undefined
  return {
    connectorId: parameters.connectorId,
    proposal: parameters.proposal,
    loadClient: parameters.loadClient,
    async enable(_setup, client) {
      if (shared) return
      shared = client
      parameters.list(parameters.create(client))
    },
    async prepare() {
      await shared?.prepare()
    },
    async abandon() {
      await shared?.abandon()
    },
  }
}
