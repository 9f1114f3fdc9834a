import { type Latch, requestedLocale } from '@latch/core'
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react'
import type { Messages } from './i18n/en'
import { MessagesContext, type ShownLocale } from './i18n/MessagesContext'
import type { LocaleOverrides } from './i18n/showLocale'
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
  const read = () => requestedLocale(latch)
  const requested = useSyncExternalStore(latch.subscribe, read, read)
  // behaviour.md §20.2: English in the app's own words needs no locale code, so an English-only app's first paint
  // holds none; any other language, or overrides, fetch it (`showLocale`) as a chunk of its own, which resolves the
  // catalogue to show with its tag, direction and number format. Until it has loaded the language shown before
  // stays, or the dialog waits for its first language (null).
  const english = !overrides && /^en(-|$)/i.test(requested)
  const [shown, setShown] = useState<(Messages & ShownLocale) | null | undefined>(
    english ? undefined : null,
  )
  useEffect(() => {
    if (english) return setShown(undefined)
    let current = true
    import('./i18n/showLocale')
      .then((chunk) => chunk.showLocale(latch, requested, messages, overrides))
      .then(
        (next) => current && setShown(next),
        // Offline or a failed chunk: the app's strings or English, rather than a dialog that never opens.
        () => current && setShown(undefined),
      )
    return () => {
      current = false
    }
  }, [latch, requested, messages, overrides, english])
  return (
    <LatchContext.Provider value={latch}>
      <MessagesContext.Provider value={english || shown === undefined ? messages : shown}>
        {children}
        {latch.options.inline ? null : <ModalHost />}
      </MessagesContext.Provider>
    </LatchContext.Provider>
  )
}
