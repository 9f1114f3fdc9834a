import type { ActionResult } from './ActionResult'
import { type ErrorCode, errorTexts } from './errorTexts'
import { LatchError } from './LatchError'
import { isUserRejectedError } from './providerErrors'

export type WalletFailure = Exclude<ActionResult, { status: 'success' }>

/** The catalogue's plain texts (not the templates that take a value). */
type PlainErrorCode = {
  [Code in ErrorCode]: (typeof errorTexts)[Code] extends string ? Code : never
}[ErrorCode]

/** A wallet's error as an action's result: the visitor's rejection (EIP-1193 4001) or any other failure. */
export function walletFailure(
  cause: unknown,
  codes: { rejected: PlainErrorCode; failed: PlainErrorCode },
): WalletFailure {
  const status = isUserRejectedError(cause) ? 'rejected' : 'failed'
  const code = codes[status]
  return { status, error: new LatchError(code, errorTexts[code], { cause }) }
}
