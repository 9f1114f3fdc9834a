import type { OAuthState } from './store'

/** Spec flow: the visitor has 10 minutes between the click and the provider's answer. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000

export type OAuthStateProblem = 'unknown' | 'used' | 'expired' | 'otherProject'

/**
 * Why a callback's state cannot finish a sign-in, or undefined when it can: it must be one this server issued,
 * never used before, within its 10 minutes, and for the project that asks to finish it.
 */
export function oauthStateProblem(
  state: (OAuthState & { used: boolean }) | undefined,
  /** `projectId` unset: any project (the callback page's look-up, which may not know it). */
  request: { now: number; projectId?: string },
): OAuthStateProblem | undefined {
  if (!state) return 'unknown'
  if (state.used) return 'used'
  if (request.now >= state.expiresAt) return 'expired'
  if (request.projectId !== undefined && state.projectId !== request.projectId)
    return 'otherProject'
  return undefined
}
