import { NAME_MIN_LENGTH } from '../constants'

/** Why a typed label is no name (behaviour.md §5: 4 or more letters, digits or hyphens), checked before any request. */
export type AccountNameProblem = 'empty' | 'characters' | 'tooShort' | 'tooLong'

/** ENS's limit for one label (DNS: 63 bytes). */
export const NAME_MAX_LENGTH = 63

/** The problem of `label` as typed, undefined when it may be registered. */
export function accountNameProblem(label: string): AccountNameProblem | undefined {
  if (label === '') return 'empty'
  if (!/^[A-Za-z0-9-]+$/.test(label)) return 'characters'
  if (label.length < NAME_MIN_LENGTH) return 'tooShort'
  if (label.length > NAME_MAX_LENGTH) return 'tooLong'
  // ENSIP-15 refuses `--` at the third and fourth characters (punycode, `xn--`).
  if (label.slice(2, 4) === '--') return 'characters'
  return undefined
}
