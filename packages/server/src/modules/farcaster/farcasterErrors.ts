import { errorTexts } from '@latch/core'
import { HttpError } from '../../platform/http/HttpError'

// behaviour.md §8: whatever stops a Farcaster login reads "Failed to connect to farcaster"; the reason's name says
// which check failed.
const text = errorTexts.failedToConnectToFarcaster

/** Why a signed sign-in message is refused (verifyFarcasterMessage). */
export type FarcasterRefusal =
  | 'invalidMessage'
  | 'wrongDomain'
  | 'wrongNonce'
  | 'expired'
  | 'invalidSignature'
  | 'notCustody'
  | 'registryUnavailable'

const refusalNames: Record<FarcasterRefusal, string> = {
  invalidMessage: 'Invalid Message',
  wrongDomain: 'Wrong Domain',
  wrongNonce: 'Wrong Nonce',
  expired: 'Message Expired',
  invalidSignature: 'Invalid Signature',
  notCustody: 'Not The Custody Address',
  registryUnavailable: 'Registry Unavailable',
}

/** Farcaster login's refusals: `{ status, reasons: [{ name, description }] }` with the spec's text. */
export const farcasterErrors = {
  invalidRequest: () => new HttpError(400, 'Bad Request', text),
  appOriginNotAllowed: () => new HttpError(403, 'Origin Not Allowed', text),
  relayUnavailable: () => new HttpError(502, 'Relay Unavailable', text),
  /** Unknown, used, expired, or another project's or device's channel: told apart from none of them. */
  unknownChannel: () => new HttpError(400, 'Unknown Channel', text),
  refused: (refusal: FarcasterRefusal) =>
    new HttpError(refusal === 'registryUnavailable' ? 502 : 400, refusalNames[refusal], text),
}
