import { errorTexts } from '@latch/core'
import { HttpError } from '../../platform/http/HttpError'

/** The auth module's refusals. behaviour.md §5 and §8 name no text for a wrong code; these are ours. */
export const authErrors = {
  /** behaviour.md §5: "Please try again after N seconds". */
  cooldown: (message: string, retryInMs: number) =>
    Object.assign(new HttpError(429, errorTexts.rateLimited, message), { retryInMs }),
  invalidOtp: () => new HttpError(400, 'Invalid Code', 'Invalid code'),
  expiredOtp: () => new HttpError(400, 'Invalid Code', 'The code has expired: ask for a new one'),
  lockedOtp: () => new HttpError(400, 'Invalid Code', 'Too many wrong codes: ask for a new one'),
  /** The account's wrong-code budget is spent for `retryInMs` more (the text rounds it up to hours). */
  tooManyWrongCodes: (retryInMs: number) =>
    Object.assign(
      new HttpError(
        429,
        errorTexts.rateLimited,
        errorTexts.tooManyWrongCodes(Math.max(1, Math.ceil(retryInMs / 3600_000))),
      ),
      { retryInMs },
    ),
  noEmail: () => new HttpError(400, 'Bad Request', 'This account has no e-mail address'),
  sameEmail: () => new HttpError(400, 'Bad Request', 'That is already your e-mail address'),
  emailTaken: () =>
    new HttpError(409, 'Conflict', 'That e-mail address belongs to another account'),
  mailFailed: () => new HttpError(502, 'Server Error', 'The e-mail could not be sent'),
}
