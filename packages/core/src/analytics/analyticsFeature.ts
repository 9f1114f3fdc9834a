import type { LatchFeature } from '../LatchFeature'
import { startLazily } from '../startLazily'
import type { AnalyticsOptions } from './AnalyticsOptions'
import type { AnalyticsSlice } from './analyticsSlice'

export type { AnalyticsOptions } from './AnalyticsOptions'

/**
 * Analytics and error reports to the Latch server's `POST /e` (behaviour.md §7.7, docs/analytics.md), consent-first:
 * an app turns it on by listing it; nothing loads, is kept or is sent before the visitor first opens the modal (the
 * inline modal: their first step in it); then its chunk starts (`startAnalytics`). The registration only.
 */
export function analyticsFeature(option: AnalyticsOptions = {}): LatchFeature<AnalyticsSlice> {
  return {
    name: 'analytics',
    options: { analytics: option },
    initialState: () => ({
      analytics: { consent: typeof option.consent === 'boolean' ? option.consent : undefined },
    }),
    setup(latch) {
      if (option.enabled === false) return () => {}
      let stop: (() => void) | undefined
      const start = () => {
        stopOpen()
        stop = startLazily(latch, () =>
          import('./startAnalytics').then(
            (module) => (instance) => module.startAnalytics(instance),
          ),
        )
      }
      // The inline modal is open from the start: there, the visitor's first step in it (a view, a wallet) is the
      // first open.
      const inline = Boolean(latch.options.inline)
      const stopOpen = latch.store.subscribe((state, previous) => {
        if (stop) return
        if (
          inline
            ? state.history !== previous.history || state.connectAttempt !== previous.connectAttempt
            : state.open
        )
          start()
      })
      if (!inline && latch.getState().open) start()
      return () => {
        stopOpen()
        stop?.()
      }
    },
  }
}
