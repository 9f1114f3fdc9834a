/**
 * Why a frame request did not succeed:
 * - `frame_error`: the frame answered `<NAME>_ERROR`; the message is its text;
 * - `iframe_load_failed`: no READY within 20 s; `iframe_request_timeout`: a connect step unanswered for 120 s
 *   (behaviour.md §8 "Timeouts": both abort every pending request);
 * - `aborted`: the app gave up on it (`abortAll`, its signal, `destroy`).
 * Aborted requests read "Request was aborted" (RPC) or "Something went wrong" (anything else), as in behaviour.md §8.
 */
export type FrameErrorCode =
  | 'frame_error'
  | 'iframe_load_failed'
  | 'iframe_request_timeout'
  | 'aborted'

export class FrameError extends Error {
  override name = 'FrameError' as const
  readonly code: FrameErrorCode

  constructor(code: FrameErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.code = code
  }
}

export const rpcAbortedMessage = 'Request was aborted'
export const abortedMessage = 'Something went wrong'
