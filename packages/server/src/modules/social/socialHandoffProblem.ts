import type { StoredOAuthState } from './store'

/** Redirect mode: the one-time code is redeemed within this of the provider's answer reaching the callback page. */
export const SOCIAL_HANDOFF_TTL_MS = 60_000

export type SocialHandoffProblem = 'unknown' | 'used' | 'expired'

/**
 * Why a redirect-mode code cannot be redeemed, or undefined when it can: one this server issued, not redeemed
 * yet, within its 60 s, by the app origin, project and device that started the login. A code of another app,
 * project or device reads as unknown: its holder learns nothing.
 */
export function socialHandoffProblem(
  state: StoredOAuthState | undefined,
  request: { now: number; appOrigin: string; projectId: string; deviceHash: string },
): SocialHandoffProblem | undefined {
  if (!state || state.handoffExpiresAt === null) return 'unknown'
  if (
    state.appOrigin !== request.appOrigin ||
    state.projectId !== request.projectId ||
    state.deviceHash !== request.deviceHash
  )
    return 'unknown'
  if (state.handoffUri === null || state.used) return 'used'
  if (request.now >= state.handoffExpiresAt) return 'expired'
  return undefined
}
