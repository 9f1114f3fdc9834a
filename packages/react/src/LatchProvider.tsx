import type { Latch } from '@latch/core'
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react'
import type { Messages } from './i18n/en'
import { englishLocale, LocaleContext } from './i18n/LocaleContext'
import type { LocaleSwitch, ShownCatalogue } from './i18n/LocaleSwitch'
import { MessagesContext } from './i18n/MessagesContext'
import type { LocaleOverrides } from './i18n/useLocaleCatalogue'
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
   * `{ fr: { connection: { connectWallet: 'Se connecter' } }, en: { … } }`.
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
  // paint holds none; any other language, or overrides, fetch it (`LocaleSwitch`) as a chunk of its own.
  const english = !overrides && /^en(-|$)/i.test(requested)
  const [englishFirst] = useState(english)
  const [Switch, setSwitch] = useState<typeof LocaleSwitch | null>()
  const [shown, setShown] = useState<ShownCatalogue>()
  useEffect(() => {
    if (english || Switch !== undefined) return
    import('./i18n/LocaleSwitch').then(
      (chunk) => setSwitch(() => chunk.LocaleSwitch),
      // Offline or a failed chunk: English rather than a modal that never opens.
      () => setSwitch(null),
    )
  }, [english, Switch])
  const { catalogue, locale } =
    english || Switch === null
      ? { catalogue: messages, locale: englishLocale }
      : (shown ?? {
          catalogue: messages,
          locale: englishFirst ? englishLocale : { ...englishLocale, ready: false },
        })
  return (
    <LatchContext.Provider value={latch}>
      <LocaleContext.Provider value={locale}>
        <MessagesContext.Provider value={catalogue}>
          {Switch ? (
            <Switch
              latch={latch}
              requested={requested}
              messages={messages}
              overrides={overrides}
              englishFirst={englishFirst}
              onShown={setShown}
            />
          ) : null}
          {children}
          {latch.options.inline ? null : <ModalHost />}
        </MessagesContext.Provider>
      </LocaleContext.Provider>
    </LatchContext.Provider>
  )
}
