import type { AlertCode } from '../errors/alerts'
import type { LatchFeature } from '../LatchFeature'
import { closedHistory, inlineView } from '../router/routerRules'
import type { RouterEntry } from '../router/views'
import { startLazily } from '../startLazily'
import { closeModal } from './closeModal'
import { currentView } from './currentView'

export type ModalSlice = {
  open: boolean
  /** The view history; the last entry is on screen. */
  history: readonly RouterEntry[]
  /**
   * A feature holds the modal open (SIWX's sign view while sign-in is required, behaviour.md §4): closing does nothing.
   */
  closeDisabled: boolean
  /** The alert shown above the view (behaviour.md §8.8); cleared when the modal closes. */
  alert: AlertCode | undefined
}

/** The modal, its router and its alerts (behaviour.md §2, §8.8). */
export const modalFeature: LatchFeature<ModalSlice> = {
  name: 'modal',
  initialState: (options) => ({
    open: Boolean(options.inline),
    history: closedHistory,
    closeDisabled: false,
    alert: undefined,
  }),
  setup(latch) {
    const inline = Boolean(latch.options.inline)
    // The alerts (behaviour.md §8.8) start from a chunk of their own at the first open: nothing is asked before.
    let stopAlerts: (() => void) | undefined
    const startAlerts = () => {
      if (latch.getState().open)
        stopAlerts ??= startLazily(latch, () =>
          import('../alerts/startAlerts').then((module) => module.startAlerts),
        )
    }
    startAlerts()
    const stops = [
      latch.store.subscribe(startAlerts),
      () => stopAlerts?.(),
      latch.events.on('connected', () => {
        if (inline && currentView(latch) === 'Connect')
          latch.store.setState({ history: [{ view: inlineView(true) }] })
      }),
      latch.events.on('disconnected', () => {
        if (inline) latch.store.setState({ history: [{ view: inlineView(false) }] })
        else if (latch.getState().open && currentView(latch) === 'Account') closeModal(latch)
      }),
    ]
    return () => {
      for (const stop of stops) stop()
    }
  },
}
