import { sayValue } from '../i18n/sayValue'
import type { ValueWords } from './ValueWords'

/**
 * A row's value said in words (behaviour.md §20.8): its `words` for the screen to say in the visitor's language,
 * and their English `value` for whoever reads the description as text.
 */
export function said(words: ValueWords): { value: string; words: ValueWords } {
  return { value: sayValue(words), words }
}
