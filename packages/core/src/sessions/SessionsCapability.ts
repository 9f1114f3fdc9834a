import type { Network } from '../network/Network'

/**
 * The permission an app asks for (ERC-7715 `erc20-token-periodic`, behaviour.md §6.6): up to `periodAmount` of
 * `token` (in its smallest unit) every `periodDuration` seconds (0: in all) until `expiry` (seconds since the epoch).
 */
export type SessionPermission = {
  token: string
  periodAmount: bigint
  periodDuration: number
  expiry: number
  /** Shown to the visitor on the approval screen. */
  justification?: string | undefined
}

/** A session the wallet granted: what the app acts with, without asking again. */
export type GrantedSession = {
  /** ERC-7715's permission context (the server's `pci`). */
  context: string
  /** The account that granted it (the visitor's smart account). */
  account: string
  /** The app's session account, which acts. */
  signer: string
  permission: SessionPermission
}

/** What ERC-7715 sessions need of a namespace (`capability(latch, namespace, 'sessions')`). */
export type SessionsCapability = {
  /** Makes a session key, asks the wallet to grant it the permission (`wallet_grantPermissions`). */
  grantPermissions(parameters: {
    network: Network
    from: string
    permission: SessionPermission
  }): Promise<GrantedSession>
  /** Asks the wallet to revoke it (`wallet_revokePermissions`). */
  revokePermissions(parameters: { network: Network; context: string }): Promise<void>
  /**
   * Moves `amount` of the session's token to `to` with the session key, no prompt: the chain refuses what the
   * permission does not allow. `paymasterUrl`: an ERC-7677 paymaster that sponsors the session's gas.
   */
  sessionTransfer(parameters: {
    network: Network
    context: string
    to: string
    amount: bigint
    paymasterUrl?: string | undefined
  }): Promise<{ transactionHash: string }>
}

declare module '../adapter.js' {
  interface AdapterCapabilities {
    sessions: SessionsCapability
  }
}
