import type { ErrorCode } from './ErrorCode'

/** An error of the catalogue: `code` names its entry, `message` is the spec's text. */
export class LatchError extends Error {
  override readonly name = 'LatchError'
  readonly code: ErrorCode

  constructor(code: ErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.code = code
  }
}
