import { setLocale } from '@latch/core'
import { useCallback, useContext } from 'react'
import { LocaleContext } from '../i18n/LocaleContext'
import { useLatchInstance } from '../LatchContext'
import { useLatchState } from '../state/useLatchState'

/**
 * The modal's language (behaviour.md §20): what the app asked for (`'auto'` or a tag), the locale shown (`'en'`
 * when Latch has none closer), its direction, and `setLocale`, which changes it without a reload.
 */
export function useLatchLocale() {
  const latch = useLatchInstance()
  const requested = useLatchState((state) => state.locale)
  const { tag, dir, ready } = useContext(LocaleContext)
  const change = useCallback((locale: string) => setLocale(latch, locale), [latch])
  return { requested, locale: tag, dir, loading: !ready, setLocale: change }
}
