import type { Latch } from '@latch/core'
import { formatAmount } from '@latch/core/locale'
import type { CompleteMessages, Messages } from './en'
import { enFrame } from './en/frame'
import { englishLocale, type ShownLocale } from './LocaleContext'
import { loadLocale } from './loadLocale'
import { type MessageOverrides, mergeMessages } from './mergeMessages'

/** An app's strings per locale tag (`{ fr: { connection: { connectWallet: 'Se connecter' } } }`). */
export type LocaleOverrides = Record<string, MessageOverrides<CompleteMessages>>

/** The catalogue and the language the provider hands the buttons and the modal. */
export type ShownCatalogue = { catalogue: Messages | undefined; locale: ShownLocale }

const isEnglish = (tag: string | undefined) => !tag || /^en(-|$)/i.test(tag)

/**
 * The catalogue for the locale the instance asks for (behaviour.md §20), the locale machinery's chunk:
 * `LatchProvider` fetches it only once the app asks for a language other than English, or rewords strings
 * (`overrides`), so an English-only app's first paint holds none of it. `'auto'` reads `navigator.languages`;
 * the locale itself is another chunk (`loadLocale`); a failed fetch shows English.
 */
export async function showLocale(
  latch: Latch,
  requested: string,
  messages: Messages | undefined,
  overrides: LocaleOverrides | undefined,
): Promise<ShownCatalogue> {
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
  return {
    catalogue: shown
      ? mergeMessages(shown.messages as Messages, appStrings)
      : appStrings
        ? // English reworded: the frame's strings, the views' come with their chunks (useViewMessages).
          (mergeMessages(
            messages ?? enFrame,
            appStrings as MessageOverrides<typeof enFrame>,
          ) as Messages)
        : messages,
    locale: shown
      ? {
          tag,
          dir: shown.dir,
          ready: true,
          format: (numeric, digits) => formatAmount(numeric, digits, tag),
        }
      : englishLocale,
  }
}
