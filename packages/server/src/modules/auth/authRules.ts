import { createEmailLoginThrottle } from '@latch/core/embeddedWallet'

/** A code lives 10 minutes. */
export const OTP_TTL_MS = 10 * 60_000
/** Five wrong codes and that code is dead: the sixth try is refused even with the right one. */
export const MAX_OTP_ATTEMPTS = 5
/**
 * NIST SP 800-63B §5.2.2: at most 100 consecutive wrong codes per account, whatever the codes (a new one brings
 * no new tries); then none is accepted until a day after the first of them.
 */
export const MAX_OTP_FAILURES = 100
export const OTP_FAILURE_WINDOW_MS = 24 * 3600_000
/** A session lasts 30 days from sign-in (then the user signs in again). */
export const SESSION_TTL_MS = 30 * 24 * 3600_000
/** A device-approval link works once, for 15 minutes. */
export const DEVICE_LINK_TTL_MS = 15 * 60_000

/**
 * Per-client and per-address budgets, a minute each (RateLimiter): beside the 30-s cooldown, they bound what a
 * client can mail and how fast it can guess (5 tries per code, but a client could ask for new codes).
 */
export const authLimits = {
  startsPerIp: 20,
  verifiesPerIp: 30,
  verifiesPerAddress: 10,
  /** The secure site polls the device status every second while the user opens the link. */
  statusPerIp: 120,
  approvalsPerIp: 30,
}

/**
 * behaviour.md §5: no new e-mail login (a mailed code or link) within 30 s of the last, "Please try again after N
 * seconds". Core's throttle holds the rule; the server keeps the last send in the database (every worker sees
 * it), so the throttle replays that send, then tries now.
 */
export function loginCooldown(
  lastSentAt: number | undefined,
  now: number,
): { allowed: true } | { allowed: false; message: string; retryInMs: number } {
  if (lastSentAt === undefined) return { allowed: true }
  let time = lastSentAt
  const throttle = createEmailLoginThrottle(() => time)
  throttle.attempt()
  time = now
  return throttle.attempt()
}
