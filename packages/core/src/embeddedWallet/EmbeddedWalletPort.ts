import type { ChainNamespace } from '../caip/chainNamespace'

/**
 * The embedded wallet (e-mail and social login) as an adapter sees it: the secure site's frame, behind requests.
 * Nothing of the frame loads until one of these is called.
 */
export type EmbeddedWalletPort = {
  /** The connector id the modal and the saved connection know the embedded wallet by. */
  connectorId: string
  /**
   * The signed-in user's account on a chain, or the frame's error when nobody is signed in. A chain id is as the
   * namespace's wallets carry it (its descriptor's `parseChainId` reads it): the secure site picks the account by
   * it.
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
   * Listens to the account the secure site says it now acts for (its USER_UPDATE: the switch to or from the smart
   * account, behaviour.md §4); returns the unsubscribe. The listener gets the address and chain as `getUser` does.
   */
  onUserUpdate(listener: (user: { address: string; chainId: number | string }) => void): () => void
  /**
   * A namespace's side lets go of the embedded wallet; the session ends (within 3 s whatever the frame does,
   * behaviour.md §4) when no other namespace still holds it (one secure-site session serves them all). No namespace:
   * the session ends.
   */
  signOut(parameters?: { namespace?: ChainNamespace | undefined }): Promise<void>
}
