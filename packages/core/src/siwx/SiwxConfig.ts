import type { CaipNetworkId } from '../caip/caipNetworkId'

/**
 * The sign-in message's fields (behaviour.md §3.7; EIP-4361 and CAIP-122 name them).
 */
export type SiwxMessageData = {
  accountAddress: string
  chainId: CaipNetworkId
  domain: string
  uri: string
  version: '1'
  nonce: string
  notBefore?: string | undefined
  statement?: string | undefined
  resources?: readonly string[] | undefined
  requestId?: string | undefined
  issuedAt?: string | undefined
  expirationTime?: string | undefined
}

/** A message to sign: its fields, and the text the wallet shows (`toString`). */
export type SiwxMessage = SiwxMessageData & { toString(): string }

/** A signed-in session: the message, its text and the signature; `token` when the Latch server issued one. */
export type SiwxSession = {
  data: SiwxMessageData
  message: string
  signature: string
  /** The Latch server's session token (a JWT an app's back end verifies with the published key). */
  token?: string | undefined
  expiresAt?: string | undefined
}

/**
 * Sign in with the wallet (SIWX, behaviour.md §4) as an app brings its own back end: how a message is created, and
 * where sessions are kept and checked. `siwx: { required }` instead uses the Latch server's.
 */
export type SiwxConfig = {
  createMessage(input: { accountAddress: string; chainId: CaipNetworkId }): Promise<SiwxMessage>
  addSession(session: SiwxSession): Promise<void>
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  setSessions(sessions: readonly SiwxSession[]): Promise<void>
  /** The valid sessions of an address on a network (none: the visitor is asked to sign in). */
  getSessions(chainId: CaipNetworkId, address: string): Promise<readonly SiwxSession[]>
  /** Whether the app needs a session: cancelling then switches back or disconnects (behaviour.md §4). */
  getRequired?(): boolean
  /** Revoke the session when the wallet disconnects (default true). */
  signOutOnDisconnect?: boolean | undefined
}

/** The Latch server's sign-in (`apiUrl`, `projectId`): required or optional, and the statement shown. */
export type LatchSiwxOptions = {
  required?: boolean | undefined
  statement?: string | undefined
  signOutOnDisconnect?: boolean | undefined
}

export type SiwxOption = SiwxConfig | LatchSiwxOptions

declare module '../LatchOptions.js' {
  interface LatchOptions {
    /**
     * Sign in with the wallet (SIWX, behaviour.md §4.7): `{ required }` for the Latch server's sessions at `apiUrl`, or a
     * `SiwxConfig` of the app's own. Brought by `siwxFeature(option)`.
     */
    siwx?: SiwxOption | undefined
  }
}
