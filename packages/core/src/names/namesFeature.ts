import type { LatchFeature } from '../LatchFeature'
import type { NamesOptions } from './NamesOptions'
import type { NamesSlice } from './namesSlice'

/**
 * Names in the app's own zone (behaviour.md §13.4): RegisterAccountName from the Account view. The registration
 * only (the actions and rules load with the views, `@latch/core/names`); another account forgets the attempt.
 */
export function namesFeature(options: NamesOptions): LatchFeature<NamesSlice> {
  return {
    name: 'names',
    options: { names: options },
    initialState: () => ({ names: { status: 'idle' } }),
    setup: (latch) =>
      latch.events.on('accountChanged', ({ account, previous }) => {
        if (account.caipAddress !== previous.caipAddress)
          latch.store.setState({ names: { status: 'idle' } })
      }),
  }
}
