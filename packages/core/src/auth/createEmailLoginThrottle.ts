import { EMAIL_LOGIN_COOLDOWN_MS } from '../constants'
import * as errorTexts from '../errors/errorTexts'

/**
 * behaviour.md §5: no new e-mail login within 30 s of the last. `attempt()` records an allowed attempt; a refused one
 * says "Please try again after N seconds", N being the remaining time rounded up.
 */
export function createEmailLoginThrottle(now: () => number = Date.now) {
  let last: number | undefined
  return {
    attempt(): { allowed: true } | { allowed: false; message: string; retryInMs: number } {
      const time = now()
      if (last !== undefined && time - last < EMAIL_LOGIN_COOLDOWN_MS) {
        const retryInMs = EMAIL_LOGIN_COOLDOWN_MS - (time - last)
        return {
          allowed: false,
          retryInMs,
          message: errorTexts.emailLoginCooldown(Math.ceil(retryInMs / 1000)),
        }
      }
      last = time
      return { allowed: true }
    },
  }
}
