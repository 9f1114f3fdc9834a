import type { OAuthState } from './store'

/** Spec flow: the visitor has 10 minutes between the click and the provider's answer. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000

export type OAuthStateProblem = 'unknown' | 'used' | 'expired' | 'otherProject' | 'otherDevice'

/**
 * Why a callback's state cannot finish a sign-in, or undefined when it can: it must be one this server issued,
 * for the project and the device that ask to finish it (another's reads as unknown: its holder learns nothing),
 * never used before, within its 10 minutes.
 */
export function oauthStateProblem(
  state: (OAuthState & { used: boolean }) | undefined,
  /**
   * `projectId` unset: any project (the callback page's look-up, which may not know it); `deviceHash` unset: any
   * device (the look-up and redirect mode's handoff, which run outside the frame).
   */
  request: { now: number; projectId?: string; deviceHash?: string },
): OAuthStateProblem | undefined {
  if (!state) return 'unknown'
  if (request.projectId !== undefined && state.projectId !== request.projectId)
    return 'otherProject'
  if (request.deviceHash !== undefined && state.deviceHash !== request.deviceHash)
    return 'otherDevice'
  if (state.used) return 'used'
  if (request.now >= state.expiresAt) return 'expired'
  return undefined
}
