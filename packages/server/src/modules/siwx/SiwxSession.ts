/** A verified sign-in, as `POST /v1/siwx/verify` and `GET /v1/siwx/session` answer it (docs/siwx.md). */
export type SiwxSession = {
  id: string
  /** Checksummed (eip155). */
  accountAddress: string
  /** CAIP-2: `eip155:31337`. */
  chainId: string
  /** CAIP-10: `eip155:31337:0x…`. */
  caipAddress: string
  domain: string
  uri: string
  /** ISO 8601: when the server issued the session. */
  issuedAt: string
  /** ISO 8601: the message's expiration time if earlier, else the issue time plus the session lifetime. */
  expiresAt: string
  message: string
  signature: string
}
