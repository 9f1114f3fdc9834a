import type { Latch } from '@latch/core'
import { formatAmount } from '@latch/core/locale'
import { useEffect, useMemo, useState } from 'react'
import type { CompleteMessages, Messages } from './en'
import { enFrame } from './en/frame'
import { englishLocale, type ShownLocale } from './LocaleContext'
import type { LoadedLocale } from './loadLocale'
import { type MessageOverrides, mergeMessages } from './mergeMessages'

/** An app's strings per locale tag (`{ fr: { connection: { connectWallet: 'Se connecter' } } }`). */
export type LocaleOverrides = Record<string, MessageOverrides<CompleteMessages>>

const isEnglish = (tag: string | undefined) => !tag || /^en(-|$)/i.test(tag)

/**
 * The catalogue the modal reads for the locale the instance asks for (behaviour.md §20): English from the first
 * paint, any other locale fetched as its own chunk (`loadLocale`) once the page runs; the previous language stays
 * on screen until a run-time change has loaded. `'auto'` reads `navigator.languages`, on the client only, so the
 * server and the first client render agree.
 */
export function useLocaleCatalogue(
  latch: Latch,
  requested: string,
  messages: Messages | undefined,
  overrides: LocaleOverrides | undefined,
  /** English was shown before this locale was asked for: it stays shown (ready) while the locale loads. */
  englishFirst = false,
): { catalogue: Messages | undefined; locale: ShownLocale } {
  const [loaded, setLoaded] = useState<{ requested: string; locale: LoadedLocale | undefined }>()
  const english = requested !== 'auto' && isEnglish(requested)

  useEffect(() => {
    // Back to English: forget the last locale, so a later change shows English, not it, while the next loads.
    if (english) {
      setLoaded((current) => (current?.locale ? { requested, locale: undefined } : current))
      return
    }
    const languages =
      requested === 'auto'
        ? navigator.languages?.length
          ? navigator.languages
          : [navigator.language]
        : [requested]
    if (isEnglish(languages[0])) {
      setLoaded({ requested, locale: undefined })
      return
    }
    let current = true
    const features = latch.options.features ?? []
    import('./loadLocale')
      .then(({ loadLocale }) => loadLocale(languages, features))
      .then(
        (locale) => current && setLoaded({ requested, locale }),
        // Offline or a failed chunk: English rather than a modal that never opens.
        () => current && setLoaded({ requested, locale: undefined }),
      )
    return () => {
      current = false
    }
  }, [latch, requested, english])

  const shown = english ? undefined : loaded?.locale
  const tag = shown?.tag ?? 'en'
  return useMemo(() => {
    const appStrings = overrides?.[tag]
    const catalogue = shown
      ? mergeMessages(shown.messages as Messages, appStrings as MessageOverrides<Messages>)
      : appStrings
        ? mergeMessages(messages ?? enFrame, appStrings as MessageOverrides<Messages>)
        : messages
    const ready = english || englishFirst || loaded !== undefined
    // The direction comes with the locale's chunk, so the first paint holds no table of languages.
    const locale = shown
      ? {
          tag,
          dir: shown.dir,
          ready,
          format: (numeric: string, digits?: number) => formatAmount(numeric, digits, tag),
        }
      : ready
        ? englishLocale
        : { ...englishLocale, ready }
    return { catalogue: catalogue as Messages | undefined, locale }
  }, [shown, tag, overrides, messages, english, englishFirst, loaded])
}
