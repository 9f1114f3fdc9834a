import type { Latch } from '@latch/core'
import { type ReactNode, useEffect, useSyncExternalStore } from 'react'
import type { Messages } from './i18n/en'
import { LocaleContext } from './i18n/LocaleContext'
import { MessagesContext } from './i18n/MessagesContext'
import { type LocaleOverrides, useLocaleCatalogue } from './i18n/useLocaleCatalogue'
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
  const { catalogue, locale } = useLocaleCatalogue(latch, requested, messages, overrides)
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
