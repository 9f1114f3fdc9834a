import type { LatchFeature } from '../LatchFeature'
import { startLazily } from '../startLazily'
import type { AnalyticsOptions } from './AnalyticsOptions'
import type { AnalyticsSlice } from './analyticsSlice'

export type { AnalyticsOptions } from './AnalyticsOptions'

/**
 * Analytics and error reports to the Latch server's `POST /e` (behaviour.md §7.7, docs/analytics.md), consent-first:
 * an app turns it on by listing it; nothing loads, is kept or is sent before the visitor first opens the modal; then
 * its chunk starts (`startAnalytics`). The registration only.
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
      const stopOpen = latch.store.subscribe((state) => {
        if (state.open && !stop) start()
      })
      if (latch.getState().open) start()
      return () => {
        stopOpen()
        stop?.()
      }
    },
  }
}
