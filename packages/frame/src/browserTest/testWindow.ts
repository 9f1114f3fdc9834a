import type { FrameClient } from '../createFrameClient'

/** What the two fixture pages leave on their window for the browser test to drive and read. */
export type AppTestWindow = {
  appTest: {
    client: FrameClient
    /** `[message, origin]` of each console.warn. */
    warnings: Array<[string, string]>
    otp?: Promise<string>
    /** USER_UPDATE payloads the client let through. */
    users: unknown[]
  }
}

export type HostTestWindow = {
  hostTest: {
    /** `[request, value, id]` of each request a handler served. */
    handled: Array<[string, string, string]>
    warnings: Array<[string, string]>
    /** Lets the pending CONNECT_OTP answer. */
    release(): void
    /** When this page started (and posted READY), and when each CONNECT_EMAIL was served (Date.now()). */
    startedAt: number
    servedAt: number[]
  }
}

/** Records console.warn, whose second argument is `{ origin }` in @latch/frame's warnings. */
export function recordWarnings(warnings: Array<[string, string]>) {
  const warn = console.warn.bind(console)
  console.warn = (message: string, detail?: { origin?: string }) => {
    warnings.push([message, detail?.origin ?? ''])
    warn(message, detail)
  }
}
