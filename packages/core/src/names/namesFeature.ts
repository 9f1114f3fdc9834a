import { getAccount } from '../connection/getAccount'
import type { LatchFeature } from '../LatchFeature'
import type { NamesOptions } from './NamesOptions'
import type { NamesSlice } from './namesSlice'

/**
 * Names in the app's own zone (behaviour.md §13.5): RegisterAccountName from the Account view. The registration
 * only (the actions and rules load with the views, `@latch/core/names`); another account forgets the attempt.
 */
export function namesFeature(options: NamesOptions): LatchFeature<NamesSlice> {
  return {
    name: 'names',
    options: { names: options },
    initialState: () => ({ names: { status: 'idle' } }),
    setup(latch) {
      // The connected account's name for the buttons (behaviour.md §3.1): asked once it connects or changes, and
      // again past the cache once it registers one; the loader comes with the Account data, not the first paint.
      const showName = (
        account: { address?: string | undefined; caipAddress?: string | undefined },
        force = false,
      ) => {
        const { address, caipAddress } = account
        if (!address || !caipAddress) return
        void import('./loadProfileName')
          .then(({ loadProfileName }) =>
            loadProfileName(latch, { address, caipAddress }, { force }),
          )
          .catch(() => undefined)
      }
      const offs = [
        latch.events.on('accountChanged', ({ account, previous }) => {
          if (account.caipAddress === previous.caipAddress) return
          latch.store.setState({ names: { status: 'idle' }, profileName: undefined })
          if (account.isConnected) showName(account)
        }),
        latch.events.on('nameRegistered', ({ address }) => {
          const account = getAccount(latch)
          if (account.address?.toLowerCase() === address.toLowerCase()) showName(account, true)
        }),
      ]
      return () => {
        for (const off of offs) off()
      }
    },
  }
}
