import { EMAIL_DISPLAY_MAX_LENGTH } from '../constants'

/** behaviour.md §2: an e-mail longer than 30 characters is shown cut, ending with an ellipsis (30 in all). */
export function truncateEmail(email: string): string {
  const characters = [...email]
  if (characters.length <= EMAIL_DISPLAY_MAX_LENGTH) return email
  return `${characters.slice(0, EMAIL_DISPLAY_MAX_LENGTH - 1).join('')}…`
}
