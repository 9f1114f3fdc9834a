import type { Latch } from '../../createLatch'
import type { ActionResult } from '../../errors/ActionResult'

/** What the two fixture pages leave on their window for the browser test to drive and read. */
export type EmbeddedAppTestWindow = {
  appTest: {
    latch: Latch
    /** Runs one of core's embedded actions; its result, with the error as code and message. */
    run(
      action:
        | 'connectEmail'
        | 'verifyEmailOtp'
        | 'connectSocial'
        | 'updateEmail'
        | 'verifyEmailUpdate'
        | 'exportPrivateKey',
      parameters?: unknown,
    ): Promise<{ status: ActionResult['status']; code?: string; message?: string }>
    /** Starts an action and keeps its outcome for `settled`. */
    start(action: string, parameters?: unknown): void
    settled(): Promise<unknown>
    openModal(): void
    closeModal(): void
    state(): Record<string, unknown>
    /** Whether the account is connected (through the test adapter's `embedded` connector). */
    connectedWith(): string | undefined
  }
}

export type EmbeddedHostTestWindow = {
  hostTest: {
    /** `[request, payload]` of each request a handler started; `['aborted', request]` when the app took it back. */
    events: Array<[string, unknown]>
  }
}
