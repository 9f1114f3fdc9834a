import type { LatchFeature } from '../LatchFeature'
import { startLazily } from '../startLazily'
import type { AlertsSlice } from './alertsSlice'

/**
 * The alerts of behaviour.md §8.5 in the modal (§8.8). Nothing is asked of the server before the visitor first
 * opens the modal; then the project check loads from a chunk of its own. A shown alert is cleared when the modal
 * closes (each shows once a page: `showAlert`).
 */
export const alertsFeature: LatchFeature<AlertsSlice> = {
  name: 'alerts',
  initialState: () => ({ alert: undefined }),
  setup(latch) {
    let stopCheck: (() => void) | undefined
    const startCheck = () => {
      stopCheck = startLazily(latch, () =>
        import('./startAlerts').then((module) => module.startAlerts),
      )
    }
    const stopOpen = latch.store.subscribe((state) => {
      if (state.open && !stopCheck) startCheck()
    })
    if (latch.getState().open) startCheck()
    const stopClosed = latch.events.on('closed', () => {
      if (latch.getState().alert) latch.store.setState({ alert: undefined })
    })
    return () => {
      stopOpen()
      stopClosed()
      stopCheck?.()
    }
  },
}
