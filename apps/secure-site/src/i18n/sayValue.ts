import type { ValueWords } from '../rpc/ValueWords'
import { en, type SiteMessages } from './siteMessages'
import { valueParts } from './valueParts'

/** `words` as one text in `messages`' language (behaviour.md §20.8); English by default, as the describers keep it. */
export function sayValue(words: ValueWords, messages: SiteMessages = en, tag = 'en'): string {
  return valueParts(words, messages, tag)
    .map((part) => part.text)
    .join('')
}
