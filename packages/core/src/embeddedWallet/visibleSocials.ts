import { filterSocialsForTelegram, type SocialProvider } from '../auth/socialProviders'
import { detectInAppBrowser, type InAppBrowser } from './detectInAppBrowser'

/**
 * The social logins the Connect views list: the app's, less those that cannot complete inside Telegram on the
 * visitor's platform (behaviour.md §2.10).
 */
export function visibleSocials(
  socials: readonly SocialProvider[],
  inApp: InAppBrowser | undefined = detectInAppBrowser(),
): SocialProvider[] {
  return inApp?.telegram ? filterSocialsForTelegram(socials, inApp.telegram) : [...socials]
}
