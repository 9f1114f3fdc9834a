import type { LatchError } from './LatchError'

/**
 * What a wallet action ends with. The one error contract of Latch's actions: a wallet's answer (a rejection, a
 * failure) is never thrown; it is recorded in the store as the action's attempt, for the view on screen, and
 * returned here, with the spec's text, for code that awaits the action. A LatchError is thrown only for a
 * caller's mistake that no view can make (an unknown connector, a network the app does not list).
 */
export type ActionResult =
  | { status: 'success' }
  | { status: 'rejected' | 'failed'; error: LatchError }
