import { sayValue } from '../i18n/sayValue'
import type { ValueWords } from './ValueWords'

/**
 * A row's value said in words (behaviour.md §20.8): its `words` for the screen to say in the visitor's language,
 * and their English `value` for whoever reads the description as text. Text that is only a name (a chain's) is the
 * value itself, in every language.
 */
export function said(words: ValueWords): { value: string; words?: ValueWords } {
  return typeof words === 'string' ? { value: words } : { value: sayValue(words), words }
}
