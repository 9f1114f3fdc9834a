import type { Latch } from '@latch/core'
import { useEffect } from 'react'
import type { Messages } from './en'
import type { ShownLocale } from './LocaleContext'
import { type LocaleOverrides, useLocaleCatalogue } from './useLocaleCatalogue'

/** The catalogue and the language the provider hands the modal. */
export type ShownCatalogue = { catalogue: Messages | undefined; locale: ShownLocale }

/**
 * The locale machinery, a chunk of its own (behaviour.md §20.2): `LatchProvider` renders it only once the app asks
 * for a language other than English, or rewords strings (`overrides`), so an English-only app's first paint holds
 * none of it. It renders nothing; it resolves and loads the locale and reports what to show.
 */
export function LocaleSwitch({
  latch,
  requested,
  messages,
  overrides,
  englishFirst,
  onShown,
}: {
  latch: Latch
  requested: string
  messages: Messages | undefined
  overrides: LocaleOverrides | undefined
  /** The provider showed English before: it stays on screen, not a loading state, while a locale loads. */
  englishFirst: boolean
  onShown(shown: ShownCatalogue): void
}) {
  const shown = useLocaleCatalogue(latch, requested, messages, overrides, englishFirst)
  useEffect(() => onShown(shown), [shown, onShown])
  return null
}
