import type { AdapterBalance } from '../adapter'

export type AccountSlice = {
  /** The connected account's native balance, with the account it belongs to. */
  balance: (AdapterBalance & { caipAddress: string }) | undefined
  balanceStatus: 'idle' | 'loading' | 'error'
  /**
   * The connected account's profile name (behaviour.md §3.1), with the account it belongs to; set by a feature that
   * knows it (names), shown by the buttons in place of the address.
   */
  profileName: { caipAddress: string; name: string } | undefined
}
