import type { LatchFeature } from '../LatchFeature'
import type { AccountSlice } from './accountSlice'

/**
 * The connected account's balance. The Account view's tokens, NFTs, activity and identity live in its account
 * data (`getAccountData`), which forgets them on disconnect by itself, so none of it loads before the view does.
 */
export const accountFeature: LatchFeature<AccountSlice> = {
  name: 'account',
  initialState: () => ({ balance: undefined, balanceStatus: 'idle', profileName: undefined }),
  setup(latch) {
    // What was shown of one account never shows for the next.
    return latch.events.on('disconnected', () =>
      latch.store.setState({ balance: undefined, balanceStatus: 'idle', profileName: undefined }),
    )
  },
}
