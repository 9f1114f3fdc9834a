import type { LatchFeature } from '../LatchFeature'
import { emptySendForm, type SendSlice } from './sendSlice'

/**
 * Send (issue 13): pay someone from the Account view. The registration only: the actions and rules load with the
 * send views (`@latch/core/send`). A disconnect forgets the form and any attempt; closing forgets a failed one.
 */
export const sendFeature: LatchFeature<SendSlice> = {
  name: 'send',
  initialState: () => ({ send: { form: emptySendForm, status: 'idle' } }),
  setup(latch) {
    const stops = [
      latch.events.on('disconnected', () =>
        latch.store.setState({ send: { form: emptySendForm, status: 'idle' } }),
      ),
      latch.events.on('closed', () => {
        const { send } = latch.getState()
        if (send.status === 'rejected' || send.status === 'failed')
          latch.store.setState({ send: { ...send, status: 'idle', error: undefined } })
      }),
    ]
    return () => {
      for (const stop of stops) stop()
    }
  },
}
