import type { Latch } from '@latch/core'
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react'
import type { Messages } from './i18n/en'
import { englishLocale, LocaleContext } from './i18n/LocaleContext'
import { MessagesContext } from './i18n/MessagesContext'
import type { LocaleOverrides, ShownCatalogue } from './i18n/showLocale'
import { LatchContext } from './LatchContext'
import { ModalHost } from './modal/ModalHost'
import { preloadOpenView } from './modal/preloadOpenView'

export type LatchProviderProps = {
  latch: Latch
  /**
   * Replaces the English catalogue (`en`'s shape) while the locale shown is English; English when absent. A
   * locale Latch has (`createLatch({ locale })`) shows its own strings, which `overrides` rewords.
   */
  messages?: Messages
  /**
   * The app's own wording of any string in any locale, by locale tag (behaviour.md §20):
   * `{ fr: { connection: { connectWallet: 'Se connecter' } }, en: { … } }`. Merged by the locale chunk, so it shows
   * once that has loaded (§20.3); `messages` is the wording already in the first paint.
   */
  overrides?: LocaleOverrides
  children?: ReactNode
}

/**
 * Provides a Latch instance to hooks and buttons, starts it on the client (discovery and reconnect) and hosts
 * the modal, in the language the instance asks for (`createLatch({ locale })`). Renders the same markup on the
 * server and on the first client render.
 */
export function LatchProvider({ latch, messages, overrides, children }: LatchProviderProps) {
  useEffect(() => latch.setup(), [latch])
  useEffect(() => preloadOpenView(latch), [latch])
  const readLocale = () => latch.getState().locale
  const requested = useSyncExternalStore(latch.subscribe, readLocale, readLocale)
  // behaviour.md §20.2: English in the app's own words needs no locale machinery, so an English-only app's first
  // paint holds none; any other language, or overrides, fetch it (`showLocale`) as a chunk of its own. Until it
  // has loaded, the language shown before stays (null: English), or the modal waits for its first language.
  const english = !overrides && /^en(-|$)/i.test(requested)
  const [shown, setShown] = useState<ShownCatalogue | null | undefined>(english ? null : undefined)
  useEffect(() => {
    if (english) return setShown(null)
    let current = true
    import('./i18n/showLocale')
      .then((chunk) => chunk.showLocale(latch, requested, messages, overrides))
      .then(
        (next) => current && setShown(next),
        // Offline or a failed chunk: English rather than a modal that never opens.
        () => current && setShown(null),
      )
    return () => {
      current = false
    }
  }, [latch, requested, messages, overrides, english])
  const { catalogue, locale } =
    english || shown === null
      ? { catalogue: messages, locale: englishLocale }
      : (shown ?? { catalogue: messages, locale: { ...englishLocale, ready: false } })
  return (
    <LatchContext.Provider value={latch}>
      <LocaleContext.Provider value={locale}>
        <MessagesContext.Provider value={catalogue}>
          {children}
          {latch.options.inline ? null : <ModalHost />}
        </MessagesContext.Provider>
      </LocaleContext.Provider>
    </LatchContext.Provider>
  )
}
