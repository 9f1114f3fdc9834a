import type { LatchFeature } from '../LatchFeature'
import type { AccountSlice } from './accountSlice'
import { getAccountData } from './getAccountData'

/** The connected account: balance, and the Account view's tokens, NFTs, activity and identity. */
export const accountFeature: LatchFeature<AccountSlice> = {
  name: 'account',
  initialState: () => ({ balance: undefined, balanceStatus: 'idle' }),
  setup(latch) {
    // What was shown of one account never shows for the next.
    return latch.events.on('disconnected', () => {
      latch.store.setState({ balance: undefined, balanceStatus: 'idle' })
      getAccountData(latch)?.reset()
    })
  },
}
