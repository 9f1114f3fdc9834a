import * as z from 'zod/mini'
import type { TargetWindow } from './windows'

export const socialResultType = 'latch/social-result'

/**
 * What the secure site's `/social/callback` page posts to `window.opener` (the app), with the app's exact origin
 * as target: the provider's redirect URL, which the app hands back in CONNECT_SOCIAL (docs/embedded-wallet.md).
 */
export const socialResultMessage = z.object({
  type: z.literal(socialResultType),
  uri: z.string().check(z.minLength(1), z.maxLength(8192)),
})
export type SocialResultMessage = z.infer<typeof socialResultMessage>

/**
 * The app's check of a message that may be the popup's result: from the secure site's origin, from the popup
 * it opened, and well formed; the redirect URL, or undefined for anything else (behaviour.md §4 "Social login": it
 * waits for a message from the secure site origin).
 */
export function readSocialResult(
  event: MessageEvent,
  expected: { secureSiteOrigin: string; popup: TargetWindow | null },
): string | undefined {
  const parsed = socialResultMessage.safeParse(event.data)
  if (!parsed.success) return undefined
  if (event.origin !== expected.secureSiteOrigin || (event.source as unknown) !== expected.popup) {
    console.warn('[@latch/frame] app dropped a social result not from its popup', {
      origin: event.origin,
    })
    return undefined
  }
  return parsed.data.uri
}
