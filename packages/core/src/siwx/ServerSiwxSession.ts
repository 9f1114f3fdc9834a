import type { SiwxMessageData } from './SiwxConfig'

/**
 * A verified sign-in as the Latch server answers `POST /v1/siwx/verify` and `GET /v1/siwx/session` (docs/siwx.md):
 * the server writes it, core's API client reads it.
 */
export type ServerSiwxSession = {
  id: string
  /** Checksummed (eip155), base58 (solana). */
  accountAddress: string
  /** CAIP-2: `eip155:31337`. */
  chainId: SiwxMessageData['chainId']
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
