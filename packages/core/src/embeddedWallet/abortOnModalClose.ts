import type { Latch } from '../createLatch'
import * as errorTexts from '../errors/errorTexts'
import { LatchError } from '../errors/LatchError'

export type ModalCloseSignal = {
  /** Aborted with "Modal closed" when the modal closes. */
  signal: AbortSignal
  /** The action is over: stop listening. */
  release(): void
  /** The result of an action the visitor walked away from, or undefined when the modal did not close. */
  closedResult(cause: unknown): { status: 'failed'; error: LatchError } | undefined
}

/**
 * behaviour.md §4, UpdateEmailWallet: "closing the modal rejects". The frame request under way is taken back with
 * "Modal closed" (`@latch/frame` tells the secure site, which drops the step), so a later attempt starts clean.
 */
export function abortOnModalClose(latch: Latch): ModalCloseSignal {
  const controller = new AbortController()
  const release = latch.events.on('closed', () => controller.abort(errorTexts.modalClosed))
  return {
    signal: controller.signal,
    release,
    closedResult(cause) {
      if (!controller.signal.aborted) return undefined
      return {
        status: 'failed',
        error: new LatchError('modalClosed', errorTexts.modalClosed, { cause }),
      }
    },
  }
}
