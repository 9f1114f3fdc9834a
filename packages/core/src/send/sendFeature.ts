import type { LatchFeature } from '../LatchFeature'
import type { SendSlice } from './sendSlice'

/**
 * Send (behaviour.md §13.1): pay someone from the Account view. The registration only (the actions and rules load with
 * the send views, `@latch/core/send`); another account (a disconnect, or another namespace's made active) forgets the
 * form and any attempt, so the next account starts clean.
 */
export const sendFeature: LatchFeature<SendSlice> = {
  name: 'send',
  needs: () => ['send'],
  initialState: () => ({ send: { form: { to: '', amount: '' }, status: 'idle' } }),
  setup: (latch) =>
    latch.events.on('accountChanged', ({ account, previous }) => {
      if (account.caipAddress !== previous.caipAddress)
        latch.store.setState({ send: { form: { to: '', amount: '' }, status: 'idle' } })
    }),
}
