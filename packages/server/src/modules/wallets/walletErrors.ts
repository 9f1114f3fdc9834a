import { errorTexts } from '@latch/core'
import { HttpError } from '../../platform/http/HttpError'

/** The embedded wallet's refusals, in behaviour.md §8's words. */
export const walletErrors = {
  /** A method no approval lets through. */
  notAllowed: () => new HttpError(403, errorTexts.actionNotAllowed, errorTexts.rpcCallNotAllowed),
  /** No KEK, or one that cannot open the key. */
  unavailable: () =>
    new HttpError(503, 'Server Error', 'The embedded wallet is not available on this server'),
}
