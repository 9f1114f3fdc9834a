import type { LatchFeature } from '../LatchFeature'
import { startLazily } from '../startLazily'
import type { AlertsSlice } from './alertsSlice'

/**
 * The alerts of behaviour.md §8.5 in the modal (§8.8). Nothing is asked of the server before the visitor first
 * opens the modal; then the alerts start from a chunk of their own (`startAlerts`).
 */
export const alertsFeature: LatchFeature<AlertsSlice> = {
  name: 'alerts',
  initialState: () => ({ alert: undefined }),
  setup(latch) {
    let stop: (() => void) | undefined
    const start = () => {
      stop ??= startLazily(latch, () =>
        import('./startAlerts').then((module) => module.startAlerts),
      )
    }
    const stopOpen = latch.store.subscribe((state) => {
      if (state.open) start()
    })
    if (latch.getState().open) start()
    return () => {
      stopOpen()
      stop?.()
    }
  },
}
