import type { Latch } from '@latch/core'
import { formatAmount } from '@latch/core/locale'
import type { CompleteMessages, Messages } from './en'
import { enFrame } from './en/frame'
import { loadLocale } from './loadLocale'
import type { ShownLocale } from './MessagesContext'
import { type MessageOverrides, mergeMessages } from './mergeMessages'

/** An app's strings per locale tag (`{ fr: { connection: { connectWallet: 'Se connecter' } } }`). */
export type LocaleOverrides = Record<string, MessageOverrides<CompleteMessages>>

const isEnglish = (tag: string | undefined) => !tag || /^en(-|$)/i.test(tag)

/**
 * The catalogue for the locale the instance asks for (behaviour.md §20), the locale code's chunk: `LatchProvider`
 * fetches it only once the app asks for a language other than English, or rewords strings (`overrides`), so an
 * English-only app's first paint holds none of it. `'auto'` reads `navigator.languages`; the locale itself is
 * another chunk (`loadLocale`); a failed fetch shows English. Resolves the catalogue with its tag, direction and
 * number format, or the app's `messages` (undefined: English) when English is what shows.
 */
export async function showLocale(
  latch: Latch,
  requested: string,
  messages: Messages | undefined,
  overrides: LocaleOverrides | undefined,
): Promise<(Messages & ShownLocale) | undefined> {
  const languages =
    requested === 'auto'
      ? navigator.languages?.length
        ? navigator.languages
        : [navigator.language]
      : [requested]
  const shown = isEnglish(languages[0])
    ? undefined
    : await loadLocale(languages, latch.options.features ?? []).catch(() => undefined)
  const tag = shown?.tag ?? 'en'
  const appStrings = overrides?.[tag] as MessageOverrides<Messages> | undefined
  if (shown)
    return {
      ...mergeMessages(shown.messages as Messages, appStrings),
      tag,
      dir: shown.dir,
      format: (numeric, digits) => formatAmount(numeric, digits, tag),
    }
  return appStrings
    ? // English reworded: the frame's strings, the views' come with their chunks (useViewMessages).
      (mergeMessages(
        messages ?? enFrame,
        appStrings as MessageOverrides<typeof enFrame>,
      ) as Messages)
    : messages
}
