import type { LatchFeature } from '../LatchFeature'
import { closedHistory, inlineView } from '../router/routerRules'
import type { RouterEntry } from '../router/views'
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
}

/** The modal and its router (behaviour.md §2). */
export const modalFeature: LatchFeature<ModalSlice> = {
  name: 'modal',
  initialState: (options) => ({
    open: Boolean(options.inline),
    history: closedHistory,
    closeDisabled: false,
  }),
  setup(latch) {
    const inline = Boolean(latch.options.inline)
    const stops = [
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
