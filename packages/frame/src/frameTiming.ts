import type { FrameRequestName } from './frameRequests'

// behaviour.md §9.7: frame ready delay 500 ms; frame load timeout 20 s; connect request timeout
// 120 s; sign-out wait at most 3 s.

/** After READY, the frame gets this long before the first request (it finishes its own start). */
export const frameReadyDelayMs = 500
/** No READY within this → `iframe_load_failed`. */
export const frameLoadTimeoutMs = 20_000
/** No answer to a connect step within this → `iframe_request_timeout`. */
export const frameRequestTimeoutMs = 120_000
/** SIGN_OUT resolves after this at most, answered or not. */
export const signOutWaitMs = 3_000

/** The requests that time out after `frameRequestTimeoutMs` (behaviour.md §8 "Timeouts"). */
export const timedFrameRequests: readonly FrameRequestName[] = [
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
]

/**
 * The requests the app can take back once posted: the frame is told (RPC_ABORT with the request's id) and drops
 * what it was doing for it: an approval on screen, or a step of the e-mail change (the modal closed, behaviour.md §4).
 */
export const abortableFrameRequests: readonly FrameRequestName[] = [
  'RPC_REQUEST',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
]
