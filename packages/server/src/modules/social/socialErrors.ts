import { errorTexts } from '@latch/core'
import { HttpError } from '../../platform/http/HttpError'
import type { OAuthStateProblem } from './oauthStateProblem'
import type { SocialHandoffProblem } from './socialHandoffProblem'

// behaviour.md §8's texts are what the secure site shows; the reason's name says which check failed.
const initiate = errorTexts.failedToInitiateSocialConnection
const connect = errorTexts.failedToConnect

const stateNames: Record<OAuthStateProblem, string> = {
  unknown: 'Unknown State',
  used: 'State Already Used',
  expired: 'State Expired',
  // Not told apart from an unknown one: another project, or whoever copied the answer, learns nothing of it.
  otherProject: 'Unknown State',
  otherDevice: 'Unknown State',
}

const handoffNames: Record<SocialHandoffProblem, string> = {
  unknown: 'Unknown Code',
  used: 'Code Already Used',
  expired: 'Code Expired',
}

/** A provider that did not answer (network, timeout) rather than one that refused. */
function unreachable(error: unknown): boolean {
  if (error instanceof TypeError) return true
  const names = [error, (error as { cause?: unknown } | undefined)?.cause].map(
    (value) => (value as { name?: unknown } | undefined)?.name,
  )
  return names.includes('TimeoutError') || names.includes('AbortError')
}

/** Social login's refusals: `{ status, reasons: [{ name, description }] }` with the spec's texts. */
export const socialErrors = {
  invalidStart: () => new HttpError(400, 'Bad Request', initiate),
  unknownProvider: () => new HttpError(400, 'Unknown Provider', initiate),
  appOriginNotAllowed: () => new HttpError(403, 'Origin Not Allowed', initiate),
  /** Redirect mode: the return address is not of the app origin (or no device started it). */
  returnUrlNotAllowed: () => new HttpError(403, 'Return URL Not Allowed', initiate),
  /** Redirect mode's one-time code: unknown (or another app's, project's, device's), redeemed, stale. */
  invalidHandoff: (problem: SocialHandoffProblem) =>
    new HttpError(400, handoffNames[problem], connect),
  providerUnavailable: () => new HttpError(502, 'Provider Unavailable', initiate),
  stateNotFound: () => new HttpError(404, 'Not Found', 'No such sign-in in progress'),
  invalidCallback: () => new HttpError(400, 'Invalid Callback', connect),
  invalidState: (problem: OAuthStateProblem) => new HttpError(400, stateNames[problem], connect),
  /**
   * The provider's error answer (RFC 6749 §4.1.2.1). `access_denied` is the visitor's own Cancel or denial,
   * which the modal says as "Connection rejected" (behaviour.md §8); any other is a refusal of the request.
   */
  providerRefused: (error: string | null) =>
    error === 'access_denied'
      ? new HttpError(400, 'Access Denied', errorTexts.connectionRejected)
      : new HttpError(400, 'Provider Refused', connect),
  /** The code exchange or the profile read failed: refused (400) or unreachable (502). */
  exchangeFailed: (error: unknown) =>
    unreachable(error)
      ? new HttpError(502, 'Provider Unavailable', connect)
      : new HttpError(400, 'Code Exchange Failed', connect),
  noSubject: () => new HttpError(400, 'No Subject', connect),
}
