import * as errorTexts from '../errors/errorTexts'
import { LatchError } from '../errors/LatchError'
import { isUserRejectedError } from '../errors/providerErrors'

/** A wallet's answer as an action's result: the visitor's no is `rejected`, anything else `failed`, in short words. */
export function walletFailureOf(cause: unknown): {
  status: 'rejected' | 'failed'
  error: LatchError
} {
  if (isUserRejectedError(cause))
    return {
      status: 'rejected',
      error: new LatchError('userRejected', errorTexts.userRejected, { cause }),
    }
  const short = (cause as { shortMessage?: unknown; details?: unknown } | undefined) ?? {}
  const message = (cause as { message?: unknown } | undefined)?.message
  const text =
    typeof short.details === 'string' && short.details && short.details.length <= 200
      ? short.details
      : typeof short.shortMessage === 'string' && short.shortMessage
        ? short.shortMessage
        : typeof message === 'string' && message && message.length <= 200
          ? message
          : errorTexts.somethingWentWrong
  return { status: 'failed', error: new LatchError('somethingWentWrong', text, { cause }) }
}
