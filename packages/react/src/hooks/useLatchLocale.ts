import { requestedLocale, setLocale } from '@latch/core'
import { useCallback, useContext, useSyncExternalStore } from 'react'
import { MessagesContext } from '../i18n/MessagesContext'
import { useLatchInstance } from '../LatchContext'

/**
 * The modal's language (behaviour.md §20): what the app asked for (`'auto'` or a tag), the locale shown (`'en'`
 * when Latch has none closer), its direction, and `setLocale`, which changes it without a reload.
 */
export function useLatchLocale() {
  const latch = useLatchInstance()
  const read = () => requestedLocale(latch)
  const requested = useSyncExternalStore(latch.subscribe, read, read)
  const shown = useContext(MessagesContext)
  const change = useCallback((locale: string) => setLocale(latch, locale), [latch])
  return {
    requested,
    locale: shown?.tag ?? 'en',
    dir: shown?.dir ?? 'ltr',
    loading: shown === null,
    setLocale: change,
  }
}
