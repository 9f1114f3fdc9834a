import type { ActionResult } from './ActionResult'
import type { ErrorCode } from './ErrorCode'
import type * as errorTexts from './errorTexts'
import { LatchError } from './LatchError'
import { isUserRejectedError } from './providerErrors'

export type WalletFailure = Exclude<ActionResult, { status: 'success' }>

/**
 * One of the catalogue's plain texts with its code, e.g. `{ code: 'connectionRejected', text:
 * errorTexts.connectionRejected }`: the text is named where it is used, so a bundle keeps only the texts it shows.
 */
export type ErrorText = {
  [Code in ErrorCode]: (typeof errorTexts)[Code] extends string
    ? { code: Code; text: (typeof errorTexts)[Code] }
    : never
}[ErrorCode]

/** A wallet's error as an action's result: the visitor's rejection (EIP-1193 4001) or any other failure. */
export function walletFailure(
  cause: unknown,
  texts: { rejected: ErrorText; failed: ErrorText },
): WalletFailure {
  const status = isUserRejectedError(cause) ? 'rejected' : 'failed'
  const { code, text } = texts[status]
  return { status, error: new LatchError(code, text, { cause }) }
}
