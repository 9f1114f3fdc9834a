import { errorTexts } from '@latch/core'
import { HttpError } from '../../platform/http/HttpError'

// behaviour.md §8: the visitor reads "Failed to connect"; the reason's name says which check failed.
const connect = errorTexts.failedToConnect

/** Passkeys' refusals: `{ status, reasons: [{ name, description }] }`. */
export const passkeyErrors = {
  /** Unknown, or another device's, project's or ceremony's: nothing told apart (as a social login's state). */
  unknownChallenge: () => new HttpError(400, 'Unknown Challenge', connect),
  /** A replayed answer: the challenge was used once already. */
  challengeUsed: () => new HttpError(400, 'Challenge Already Used', connect),
  challengeExpired: () => new HttpError(400, 'Challenge Expired', connect),
  unknownPasskey: () => new HttpError(400, 'Unknown Passkey', connect),
  /** The client data names another origin than the secure site's. */
  wrongOrigin: () => new HttpError(400, 'Wrong Origin', connect),
  /** The authenticator signed for another relying party (its RP ID hash is not ours). */
  otherRelyingParty: () => new HttpError(400, 'Other Relying Party', connect),
  /** The signature counter did not move forward: a cloned authenticator, or a replayed assertion. */
  counterRollback: () => new HttpError(400, 'Counter Rollback', connect),
  notVerified: () => new HttpError(400, 'Passkey Not Verified', connect),
  /** The credential is known already (registered twice). */
  alreadyRegistered: () => new HttpError(409, 'Passkey Already Registered', connect),
}

/** simplewebauthn's refusal (an Error whose message says which check) as the API's answer. */
export function verificationRefusal(error: unknown): HttpError {
  const message = error instanceof Error ? error.message : ''
  if (/origin/i.test(message)) return passkeyErrors.wrongOrigin()
  if (/RP ID/i.test(message)) return passkeyErrors.otherRelyingParty()
  if (/counter/i.test(message)) return passkeyErrors.counterRollback()
  return passkeyErrors.notVerified()
}
