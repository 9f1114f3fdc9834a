import type { AdapterBalance } from '../adapter'

export type AccountSlice = {
  /** The connected account's native balance, with the account it belongs to. */
  balance: (AdapterBalance & { caipAddress: string }) | undefined
  balanceStatus: 'idle' | 'loading' | 'error'
}
