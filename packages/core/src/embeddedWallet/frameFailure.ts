import * as errorTexts from '../errors/errorTexts'
import { LatchError } from '../errors/LatchError'

/**
 * A failed frame request as the views show it: the secure site's own text (a wrong code, the cooldown, a locked
 * code), or the spec's codes for a frame that did not load in 20 s or a step unanswered for 120 s.
 */
export function frameFailure(cause: unknown): LatchError {
  const { code, message } = (cause ?? {}) as { code?: unknown; message?: unknown }
  if (code === 'iframe_load_failed')
    return new LatchError('iframeLoadFailed', errorTexts.iframeLoadFailed, { cause })
  if (code === 'iframe_request_timeout')
    return new LatchError('iframeRequestTimeout', errorTexts.iframeRequestTimeout, { cause })
  if (code === 'frame_error' && typeof message === 'string' && message)
    return new LatchError('frameDefaultError', message, { cause })
  return new LatchError('somethingWentWrong', errorTexts.somethingWentWrong, { cause })
}
